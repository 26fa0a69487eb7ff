/**
 * Staff tooling for campaigns and competitions (until the admin pages and a
 * staff login exist): create, edit, close, list, and export registrations
 * as CSV. Run with `npm run staff -- <command>`; `npm run staff -- help`
 * lists the commands. Uses DATABASE_URL when set, else the embedded database
 * under DATA_DIR (stop the server first: the embedded database serves one
 * process at a time).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UTM_KEYS } from '@numbloom/domain/campaign';
import type { FormFieldConfig } from '@numbloom/domain/registration-config';
import type { SchoolDetail } from '@numbloom/domain/school';
import { openDatabase, type Database } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { ROLE_OPTIONS, SCHOOL_TYPE_OPTIONS } from '../modules/campaigns/seed-data.ts';
import {
  campaignRegistrations,
  closeCampaign,
  createCampaign,
  editCampaign,
  listCampaigns,
  reopenCampaign,
} from '../modules/campaigns/service.ts';
import type { CampaignCreate, CampaignEdit } from '../modules/campaigns/staff-input.ts';
import {
  closeCompetition,
  competitionRegistrations,
  createCompetition,
  editCompetition,
  listAllCompetitions,
} from '../modules/competitions/service.ts';
import type { CompetitionCreate, CompetitionEdit } from '../modules/competitions/staff-input.ts';
import { presentConfig } from '../modules/competitions/presenter.ts';
import { toCsv, type Cell } from './csv.ts';

export const HELP = `Numbloom staff tools

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

Campaign options: --name --source --expired-url --thank-you-url --template-url
  --start-time <ISO|none> --end-time <ISO|none> --[no-]terms --[no-]invite-teachers
  --[no-]invite-parents --form-handler <id> --fields <list>
Competition options: --campaign --stage --[no-]enable --thank-you-url --template-url
  --off-url --fields <list>

--fields lists form field slugs in order, a * after a required one, e.g.
  --fields "first_name*,last_name*,email*,phone,role*,school*,school_type*,student_list_b64*"
Role and school type options default to the standard lists. A JSON file uses the
spec field names (slug, name, campaign_source, form_fields, roles, school_types,
end_time, show_terms_checkbox…); flags given with --file override the file.
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

const OPTIONS = {
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
    ...withStandardOptions(flags.fields === undefined ? undefined : fieldsFromList(flags.fields)),
  });
}

const readJson = (cwd: string, file: string | undefined): Record<string, unknown> =>
  file ? (JSON.parse(readFileSync(path.resolve(cwd, file), 'utf8')) as Record<string, unknown>) : {};

type Registration = {
  id: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  yourName: string | null;
  organisation: string | null;
  roles: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  roleLabel: string | null;
  schoolTypeLabel: string | null;
  regionalSchool: number | null;
  schoolDetail: SchoolDetail | null;
  region: string;
  signupForEmail: boolean;
  termsAgreed: boolean;
  studentList: Uint8Array | null;
  studentListExtension: string | null;
  utm: Record<string, string | undefined>;
};

const COMMON_HEADER = [
  'registration_id', 'submitted_at', 'first_name', 'last_name', 'your_name', 'organisation', 'roles', 'email', 'phone', 'message',
  'role', 'school_type', 'school_id', 'school_name', 'school_address', 'school_city', 'school_zip_code', 'school_code',
  'school_sub_region', 'school_country', 'region', 'signup_for_email', 'terms_agreed', 'student_list_extension',
  'student_list_bytes', ...UTM_KEYS,
];

const commonCells = (r: Registration): Cell[] => [
  r.id, r.createdAt.toISOString(), r.firstName, r.lastName, r.yourName, r.organisation, r.roles, r.email, r.phone, r.message,
  r.roleLabel, r.schoolTypeLabel, r.regionalSchool, r.schoolDetail?.name, r.schoolDetail?.address, r.schoolDetail?.city,
  r.schoolDetail?.zip_code, r.schoolDetail?.code, r.schoolDetail?.sub_region, r.schoolDetail?.region, r.region,
  r.signupForEmail, r.termsAgreed, r.studentListExtension, r.studentList ? r.studentList.byteLength : null,
  ...UTM_KEYS.map((k) => r.utm[k]),
];

function writeExport(cwd: string, flags: Flags, csv: string, rows: Registration[], out: (line: string) => void) {
  if (flags['lists-dir']) {
    const dir = path.resolve(cwd, flags['lists-dir']);
    mkdirSync(dir, { recursive: true });
    let n = 0;
    for (const r of rows) {
      if (!r.studentList) continue;
      const ext = (r.studentListExtension || 'bin').replace(/[^a-z0-9]/gi, '');
      writeFileSync(path.join(dir, `${r.id}.${ext}`), r.studentList);
      n++;
    }
    out(`${n} student lists written to ${dir}`);
  }
  if (flags.out) {
    writeFileSync(path.resolve(cwd, flags.out), csv);
    out(`${rows.length} registrations written to ${path.resolve(cwd, flags.out)}`);
  } else {
    out(csv);
  }
}

export interface StaffContext {
  database: Database;
  now: () => Date;
  cwd: string;
  out: (line: string) => void;
}

/** Runs one staff command; returns the process exit code. */
export async function runStaff(argv: string[], ctx: StaffContext): Promise<number> {
  const { values: flags, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, allowNegative: true });
  const [area, command, target, extra] = positionals;
  const db = ctx.database.db;
  const json = (value: unknown) => ctx.out(JSON.stringify(value, null, 2));
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
          if (!found) throw new HttpError(404, `No campaign ${target}.`);
          json(found);
          return 0;
        }
        case 'create': {
          const row = await createCampaign(db, { ...readJson(ctx.cwd, flags.file), ...campaignFlags(flags) } as CampaignCreate);
          ctx.out(`Created campaign ${row.slug} (id ${row.id}).`);
          return 0;
        }
        case 'edit': {
          if (!target) throw new HttpError(400, 'Which campaign? Give its slug.');
          const row = await editCampaign(db, target, { ...readJson(ctx.cwd, flags.file), ...campaignFlags(flags) } as CampaignEdit);
          ctx.out(`Updated campaign ${row.slug}.`);
          return 0;
        }
        case 'close':
        case 'reopen': {
          if (!target) throw new HttpError(400, 'Which campaign? Give its slug.');
          await (command === 'close' ? closeCampaign(db, target) : reopenCampaign(db, target));
          ctx.out(`Campaign ${target} ${command === 'close' ? 'closed' : 'reopened'}.`);
          return 0;
        }
        case 'export': {
          if (!target) throw new HttpError(400, 'Which campaign? Give its slug.');
          const { campaign, rows } = await campaignRegistrations(db, target);
          const header = [...COMMON_HEADER, 'campaign', 'locale_slug', 'competition_id'];
          const csv = toCsv(header, rows.map((r) => [...commonCells(r), campaign.slug, r.localeSlug, r.competitionId]));
          writeExport(ctx.cwd, flags, csv, rows, ctx.out);
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
          const row = await createCompetition(db, { ...readJson(ctx.cwd, flags.file), ...competitionFlags(flags) } as CompetitionCreate);
          ctx.out(`Created competition ${row.id} (${row.campaign}, ${row.currentStage}).`);
          return 0;
        }
        case 'edit': {
          const { id: _ignored, ...patch } = { ...readJson(ctx.cwd, flags.file), ...competitionFlags(flags) };
          const row = await editCompetition(db, needId(), patch as CompetitionEdit);
          ctx.out(`Updated competition ${row.id}.`);
          return 0;
        }
        case 'stage': {
          const row = await editCompetition(db, needId(), { currentStage: extra as CompetitionEdit['currentStage'] });
          ctx.out(`Competition ${row.id} is now in the ${row.currentStage} stage.`);
          return 0;
        }
        case 'close': {
          await closeCompetition(db, needId());
          ctx.out(`Competition ${target} closed.`);
          return 0;
        }
        case 'export': {
          const { competition, rows } = await competitionRegistrations(db, needId());
          const header = [...COMMON_HEADER, 'competition_id', 'campaign_name'];
          const csv = toCsv(header, rows.map((r) => [...commonCells(r), competition.id, r.campaignName]));
          writeExport(ctx.cwd, flags, csv, rows, ctx.out);
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

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.resolve(process.env.DATA_DIR ?? 'data') });
  try {
    await database.migrate();
    process.exitCode = await runStaff(process.argv.slice(2), {
      database,
      now: () => new Date(),
      cwd: process.env.INIT_CWD ?? process.cwd(),
      out: (line) => process.stdout.write(line.endsWith('\n') ? line : `${line}\n`),
    });
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('staff.ts')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
