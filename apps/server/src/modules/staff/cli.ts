/**
 * The staff command line: campaigns, competitions, registrations as CSV,
 * staff accounts and the audit. `npm run staff -- help` lists the commands.
 * runStaff is the one implementation: scripts/staff.ts runs it on the
 * database directly, or asks a server already running on the embedded
 * database to run it (decision 037), so the server need not stop.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FormFieldConfig } from '@numbloom/domain/registration-config';
import type { Database } from '../../db/client.ts';
import { paging } from '../../db/search.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ROLE_OPTIONS, SCHOOL_TYPE_OPTIONS } from '../campaigns/seed-data.ts';
import { campaignRegistrations, listCampaigns } from '../campaigns/service.ts';
import type { CampaignCreate, CampaignEdit, CompetitionCreate, CompetitionEdit } from '@numbloom/domain/event-staff-schema';
import { competitionRegistrations, listAllCompetitions } from '../competitions/service.ts';
import { presentConfig } from '../competitions/presenter.ts';
import { secrets } from '../accounts/service.ts';
import { campaignRegistrationsCsv, competitionRegistrationsCsv } from './exports.ts';
import * as staff from './service.ts';
import type { Actor } from './service.ts';
import { listChallenges, presentForStaff, requireChallenge } from '../challenges/service.ts';

export const HELP = `Numbloom staff tools (on the database, or through the server running on DATA_DIR)

  npm run staff -- campaign list
  npm run staff -- campaign show <slug>
  npm run staff -- campaign create --file campaign.json
  npm run staff -- campaign create --slug <slug> --name <name> --source <m_rd|m_se|…> [options]
  npm run staff -- campaign edit <slug> [--file patch.json] [options]
  npm run staff -- campaign close <slug>          (its form sends people to expired_url)
  npm run staff -- campaign reopen <slug>
  npm run staff -- campaign export <slug> [--out file.csv] [--lists-dir dir]

  npm run staff -- competition list
  npm run staff -- competition show <id>
  npm run staff -- competition create --file competition.json
  npm run staff -- competition create --id <id> --campaign <name> [options]
  npm run staff -- competition edit <id> [--file patch.json] [options]
  npm run staff -- competition stage <id> <created|warmup|contest|ended|closed>
  npm run staff -- competition close <id>         (registration off, stage closed)
  npm run staff -- competition export <id> [--out file.csv] [--lists-dir dir]

  npm run staff -- challenge list
  npm run staff -- challenge show <uuid>
  npm run staff -- challenge create --file challenge.json
                                                  (names, descriptions, grades, activity_ids, the five dates
                                                  with their offset, time_zone, target, tier_rule…)
  npm run staff -- challenge edit <uuid> --file patch.json
  npm run staff -- challenge close <uuid>         (over from this second)

  npm run staff -- staff create --email <email> --name <name> [--password-stdin]
                                                  (no --password-stdin: a password is made and shown once)
  npm run staff -- staff list
  npm run staff -- staff disable <email>           (its sessions end at once)
  npm run staff -- staff enable <email>
  npm run staff -- staff password <email> [--password-stdin]
  npm run staff -- audit [--limit 50]              (every change by staff, newest first)

Campaign options: --name --source --expired-url --thank-you-url --template-url
  --start-time <ISO|none> --end-time <ISO|none> --[no-]terms --[no-]invite-teachers
  --[no-]invite-parents --form-handler <id> --fields <list> --[no-]listed
Competition options: --campaign --stage --[no-]enable --thank-you-url --template-url
  --off-url --fields <list> --starts-at <ISO|none> --ends-at <ISO|none>

--fields lists form field slugs in order, a * after a required one, e.g.
  --fields "first_name*,last_name*,email*,phone,role*,school*,school_type*,student_list_b64*"
Role and school type options default to the standard lists. A JSON file uses the
spec field names (slug, name, campaign_source, form_fields, roles, school_types,
end_time, show_terms_checkbox…, and details: the page's title, summary, benefits
and rules per language); flags given with --file override the file.
Every change is recorded in the audit as "command line (user@host)".
Exports are CSV (UTF-8 with BOM; cells starting with = + - @ are prefixed with ').
--lists-dir also writes each uploaded student list as <registration id>.<extension>.`;

const LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  your_name: 'Your name',
  organisation: 'Organisation',
  roles: 'Roles',
  email: 'Email address',
  phone: 'Phone',
  message: 'Message',
  role: 'Role at school',
  school: 'School',
  school_type: 'School type',
  student_list_b64: 'Student list',
};

/** "first_name*,email*,phone" → form_fields, with required marked by *. */
export function fieldsFromList(list: string): FormFieldConfig[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const slug = item.replace(/\*$/, '');
      return { slug, display: LABELS[slug] ?? slug, is_required: item.endsWith('*'), options: null };
    });
}

export const OPTIONS = {
  file: { type: 'string' },
  out: { type: 'string' },
  'lists-dir': { type: 'string' },
  slug: { type: 'string' },
  name: { type: 'string' },
  source: { type: 'string' },
  'expired-url': { type: 'string' },
  'thank-you-url': { type: 'string' },
  'template-url': { type: 'string' },
  'start-time': { type: 'string' },
  'end-time': { type: 'string' },
  terms: { type: 'boolean' },
  'invite-teachers': { type: 'boolean' },
  'invite-parents': { type: 'boolean' },
  'form-handler': { type: 'string' },
  fields: { type: 'string' },
  id: { type: 'string' },
  campaign: { type: 'string' },
  stage: { type: 'string' },
  enable: { type: 'boolean' },
  'off-url': { type: 'string' },
  listed: { type: 'boolean' },
  'starts-at': { type: 'string' },
  'ends-at': { type: 'string' },
  email: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  limit: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; allowNegative: true }>>['values'];

const time = (value: string | undefined) => (value === undefined ? undefined : value === 'none' ? null : value);
const drop = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function withStandardOptions(fields: FormFieldConfig[] | undefined) {
  if (!fields) return {};
  return {
    form_fields: fields,
    ...(fields.some((f) => f.slug === 'role') && { roles: ROLE_OPTIONS }),
    ...(fields.some((f) => f.slug === 'school_type') && { school_types: SCHOOL_TYPE_OPTIONS }),
  };
}

function campaignFlags(flags: Flags): CampaignEdit {
  return drop({
    slug: flags.slug,
    name: flags.name,
    campaign_source: flags.source,
    expired_url: flags['expired-url'],
    thank_you_url: flags['thank-you-url'],
    student_template_url: flags['template-url'],
    start_time: time(flags['start-time']),
    end_time: time(flags['end-time']),
    show_terms_checkbox: flags.terms,
    get_enterprise_invite_link_for_teachers: flags['invite-teachers'],
    get_b2c_enterprise_invite_link_for_parents: flags['invite-parents'],
    form_handler_id: flags['form-handler'],
    listed: flags.listed,
    ...withStandardOptions(flags.fields === undefined ? undefined : fieldsFromList(flags.fields)),
  });
}

function competitionFlags(flags: Flags): CompetitionEdit & { id?: number } {
  return drop({
    id: flags.id === undefined ? undefined : Number(flags.id),
    campaign: flags.campaign,
    currentStage: flags.stage as CompetitionEdit['currentStage'],
    enableRegistration: flags.enable,
    thank_you_url: flags['thank-you-url'],
    student_template_url: flags['template-url'],
    registration_off_url: flags['off-url'],
    starts_at: time(flags['starts-at']),
    ends_at: time(flags['ends-at']),
    ...withStandardOptions(flags.fields === undefined ? undefined : fieldsFromList(flags.fields)),
  });
}

const readJson = (ctx: StaffContext, file: string | undefined): Record<string, unknown> =>
  file ? (JSON.parse(files(ctx).read(file)) as Record<string, unknown>) : {};

type ExportRow = { id: string; studentList: Uint8Array | null; studentListExtension: string | null };

function writeExport(ctx: StaffContext, flags: Flags, csv: string, rows: ExportRow[]) {
  const io = files(ctx);
  if (flags['lists-dir']) {
    const dir = path.resolve(ctx.cwd, flags['lists-dir']);
    let n = 0;
    for (const r of rows) {
      if (!r.studentList) continue;
      const ext = (r.studentListExtension || 'bin').replace(/[^a-z0-9]/gi, '');
      io.write(path.join(dir, `${r.id}.${ext}`), r.studentList);
      n++;
    }
    ctx.out(`${n} student lists written to ${dir}`);
  }
  if (flags.out) {
    io.write(path.resolve(ctx.cwd, flags.out), csv);
    ctx.out(`${rows.length} registrations written to ${path.resolve(ctx.cwd, flags.out)}`);
  } else {
    ctx.out(csv);
  }
}

/** Where the exports' rows count their student list's bytes, as the admin's CSV does. */
const withBytes = <T extends { studentList: Uint8Array | null }>(rows: T[]) => rows.map((r) => ({ ...r, studentListBytes: r.studentList ? r.studentList.byteLength : null }));

/** Who runs the command line, as the audit records it. */
export const commandLineActor = (who = `${userInfo().username}@${hostname()}`): Actor => ({ staffId: null, label: `command line (${who})` });

/** Reading and writing files where the command line runs. */
export interface StaffFiles {
  /** a file named on the command line (--file), relative to cwd */
  read(file: string): string;
  /** a file an export makes (an absolute path) */
  write(file: string, data: string | Uint8Array): void;
}

const diskFiles = (cwd: string): StaffFiles => ({
  read: (file) => {
    try {
      return readFileSync(path.resolve(cwd, file), 'utf8');
    } catch {
      throw new HttpError(400, `Cannot read the file ${file}.`);
    }
  },
  write: (file, data) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  },
});

const files = (ctx: StaffContext) => ctx.files ?? diskFiles(ctx.cwd);

/** A password nobody chose: 24 random characters, shown once. */
const newPassword = () => secrets.randomToken().slice(0, 24);

async function passwordFrom(ctx: StaffContext, flags: Flags): Promise<{ password: string; made: boolean }> {
  if (!flags['password-stdin']) return { password: newPassword(), made: true };
  if (!ctx.readStdin) throw new HttpError(400, 'No standard input to read the password from.');
  const password = (await ctx.readStdin()).replace(/\r?\n$/, '');
  return { password, made: false };
}

export interface StaffContext {
  database: Database;
  now: () => Date;
  cwd: string;
  out: (line: string) => void;
  /** who runs it, for the audit (default: command line (user@host)) */
  actor?: Actor;
  /** files where the command line runs (default: this machine's disk) */
  files?: StaffFiles;
  /** standard input, for --password-stdin */
  readStdin?: () => Promise<string>;
}

/** Runs one staff command; returns the process exit code. */
export async function runStaff(argv: string[], ctx: StaffContext): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, allowNegative: true });
  } catch (err) {
    // an unknown option or one without its value: said plainly, whether the command runs here or through the server
    ctx.out(`Error: ${(err as Error).message}`);
    ctx.out('Run "npm run staff -- help" for the commands and their options.');
    return 1;
  }
  const { values: flags, positionals } = parsed;
  const [area, command, target, extra] = positionals;
  const db = ctx.database.db;
  const actor = ctx.actor ?? commandLineActor();
  const json = (value: unknown) => ctx.out(JSON.stringify(value, null, 2));
  if (area === 'audit' && !flags.help) {
    const limit = Math.min(Math.max(Number(flags.limit ?? 50) || 50, 1), 1000);
    const { rows } = await staff.listAudit(ctx, {}, paging(1, limit));
    for (const e of rows) ctx.out(`${e.at.toISOString()}\t${e.actor}\t${e.action}\t${e.target}\t${JSON.stringify(e.detail)}`);
    return 0;
  }
  if (flags.help || !area || area === 'help' || !command) {
    ctx.out(HELP);
    return area && area !== 'help' && !flags.help ? 1 : 0;
  }
  try {
    if (area === 'campaign') {
      switch (command) {
        case 'list':
          for (const c of await listCampaigns(ctx)) {
            ctx.out(`${c.slug}\t${c.is_expired ? 'expired' : 'open'}\t${c.name}\t${c.campaign_source}\tends ${c.end_time ?? 'never'}`);
          }
          return 0;
        case 'show': {
          const found = (await listCampaigns(ctx)).find((c) => c.slug === target);
          if (!target) throw new HttpError(400, 'Name the campaign: campaign show <slug>.');
          if (!found) throw new HttpError(404, `No campaign ${target}.`);
          json(found);
          return 0;
        }
        case 'create': {
          const row = await staff.createCampaign(ctx, actor, { ...readJson(ctx, flags.file), ...campaignFlags(flags) } as CampaignCreate);
          ctx.out(`Created campaign ${row.slug} (id ${row.id}).`);
          return 0;
        }
        case 'edit': {
          if (!target) throw new HttpError(400, 'Which campaign? Give its slug.');
          const row = await staff.editCampaign(ctx, actor, target, { ...readJson(ctx, flags.file), ...campaignFlags(flags) } as CampaignEdit);
          ctx.out(`Updated campaign ${row.slug}.`);
          return 0;
        }
        case 'close':
        case 'reopen': {
          if (!target) throw new HttpError(400, 'Which campaign? Give its slug.');
          await (command === 'close' ? staff.closeCampaign(ctx, actor, target) : staff.reopenCampaign(ctx, actor, target));
          ctx.out(`Campaign ${target} ${command === 'close' ? 'closed' : 'reopened'}.`);
          return 0;
        }
        case 'export': {
          if (!target) throw new HttpError(400, 'Which campaign? Give its slug.');
          const { campaign, rows } = await campaignRegistrations(db, target);
          const csv = campaignRegistrationsCsv(withBytes(rows).map((r) => ({ ...r, campaignSlug: campaign.slug })));
          writeExport(ctx, flags, csv, rows);
          return 0;
        }
      }
    }
    if (area === 'competition') {
      const id = target === undefined ? undefined : Number(target);
      const needId = () => {
        if (id === undefined || !Number.isInteger(id)) throw new HttpError(400, 'Which competition? Give its id.');
        return id;
      };
      switch (command) {
        case 'list':
          for (const c of await listAllCompetitions(db)) {
            ctx.out(`${c.id}\t${c.campaign}\t${c.currentStage}\tregistration ${c.enableRegistration ? 'enabled' : 'disabled'}`);
          }
          return 0;
        case 'show': {
          const found = (await listAllCompetitions(db)).find((c) => c.id === needId());
          if (!found) throw new HttpError(404, `No competition ${target}.`);
          json({ id: found.id, campaign: found.campaign, enableRegistration: found.enableRegistration, currentStage: found.currentStage, ...presentConfig(found) });
          return 0;
        }
        case 'create': {
          const row = await staff.createCompetition(ctx, actor, { ...readJson(ctx, flags.file), ...competitionFlags(flags) } as CompetitionCreate);
          ctx.out(`Created competition ${row.id} (${row.campaign}, ${row.currentStage}).`);
          return 0;
        }
        case 'edit': {
          const { id: _ignored, ...patch } = { ...readJson(ctx, flags.file), ...competitionFlags(flags) };
          const row = await staff.editCompetition(ctx, actor, needId(), patch as CompetitionEdit);
          ctx.out(`Updated competition ${row.id}.`);
          return 0;
        }
        case 'stage': {
          const row = await staff.setCompetitionStage(ctx, actor, needId(), extra as NonNullable<CompetitionEdit['currentStage']>);
          ctx.out(`Competition ${row.id} is now in the ${row.currentStage} stage.`);
          return 0;
        }
        case 'close': {
          await staff.closeCompetition(ctx, actor, needId());
          ctx.out(`Competition ${target} closed.`);
          return 0;
        }
        case 'export': {
          const { rows } = await competitionRegistrations(db, needId());
          writeExport(ctx, flags, competitionRegistrationsCsv(withBytes(rows)), rows);
          return 0;
        }
      }
    }
    if (area === 'challenge') {
      const needUuid = () => {
        if (!target) throw new HttpError(400, 'Which challenge? Give its uuid.');
        return target;
      };
      switch (command) {
        case 'list':
          for (const c of await listChallenges(db)) {
            const v = presentForStaff(c, ctx.now());
            ctx.out(`${v.uuid}\t${v.stage}\t${v.names.en ?? ''}\t${v.contest_starts_at} – ${v.contest_ends_at} (${v.time_zone})`);
          }
          return 0;
        case 'show':
          json(presentForStaff(await requireChallenge(db, needUuid()), ctx.now()));
          return 0;
        case 'create': {
          const row = await staff.createChallenge(ctx, actor, readJson(ctx, flags.file));
          ctx.out(`Created challenge ${row.id}.`);
          return 0;
        }
        case 'edit': {
          const row = await staff.editChallenge(ctx, actor, needUuid(), readJson(ctx, flags.file));
          ctx.out(`Updated challenge ${row.id}.`);
          return 0;
        }
        case 'close': {
          await staff.closeChallenge(ctx, actor, needUuid());
          ctx.out(`Challenge ${target} closed: it is over.`);
          return 0;
        }
      }
    }
    if (area === 'staff') {
      const needEmail = () => {
        if (!target) throw new HttpError(400, 'Which staff account? Give its email.');
        return target;
      };
      switch (command) {
        case 'create': {
          const { password, made } = await passwordFrom(ctx, flags);
          const row = await staff.createStaff(ctx, actor, { email: flags.email ?? '', name: flags.name ?? '', password });
          ctx.out(`Created staff account ${row.email} (${row.name}).`);
          if (made) ctx.out(`Password, shown once: ${password}`);
          return 0;
        }
        case 'list':
          for (const s of await staff.listStaff(ctx)) {
            ctx.out(`${s.email}\t${s.name}\t${s.disabledAt ? 'disabled' : 'active'}\tlast login ${s.lastLoginAt?.toISOString() ?? 'never'}`);
          }
          return 0;
        case 'disable':
        case 'enable': {
          const row = await staff.setStaffDisabled(ctx, actor, needEmail(), command === 'disable');
          ctx.out(`Staff account ${row.email} ${command === 'disable' ? 'disabled' : 'enabled'}.`);
          return 0;
        }
        case 'password': {
          const email = needEmail();
          const { password, made } = await passwordFrom(ctx, flags);
          const row = await staff.setStaffPassword(ctx, actor, email, password);
          ctx.out(`New password set for ${row.email}; its sessions have ended.`);
          if (made) ctx.out(`Password, shown once: ${password}`);
          return 0;
        }
      }
    }
    ctx.out(`Unknown command: ${positionals.join(' ')}\n\n${HELP}`);
    return 1;
  } catch (err) {
    if (err instanceof HttpError) {
      ctx.out(`Error: ${err.userMessage}`);
      for (const [field, message] of Object.entries(err.errors ?? {})) ctx.out(`  ${field}: ${message}`);
      return 1;
    }
    if (err instanceof SyntaxError) {
      ctx.out(`Error: the file is not valid JSON (${err.message}).`);
      return 1;
    }
    throw err;
  }
}
