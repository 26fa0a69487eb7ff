import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { campaignPayload } from '@numbloom/domain/campaign';
import { competitionPayload } from '@numbloom/domain/competition';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seed as seedCompetitions } from '../modules/competitions/seed.ts';
import { runStaff } from '../modules/staff/cli.ts';

describe('staff CLI', () => {
  let t: TestApp;
  let dir: string;
  let lines: string[];
  const staff = async (...argv: string[]) => {
    lines = [];
    const code = await runStaff(argv, { database: t.database, now: () => t.clock.now, cwd: dir, out: (l) => lines.push(l) });
    return { code, text: lines.join('\n') };
  };

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'numbloom-staff-'));
    await seedCompetitions({ config: t.config, database: t.database, now: () => t.clock.now });
  }, 120_000);
  afterAll(() => t.close());

  it('prints help', async () => {
    const { code, text } = await staff('help');
    expect(code).toBe(0);
    expect(text).toContain('npm run staff -- campaign export <slug>');
  });

  it('names a mistyped option or a missing name plainly, instead of failing (the server’s staff endpoint ran the same and answered 500)', async () => {
    for (const args of [['audit', '--foo'], ['audit', '--limit'], ['campaign', 'list', '--nope']]) {
      const { code, text } = await staff(...args);
      expect(code, args.join(' ')).toBe(1);
      expect(text, args.join(' ')).toMatch(/^Error: .*option/im);
      expect(text).toContain('npm run staff -- help');
    }
    const show = await staff('campaign', 'show');
    expect(show.code).toBe(1);
    expect(show.text).toContain('Name the campaign: campaign show <slug>.');
  });

  it('creates a campaign from flags with the standard dropdown options, and the form serves it', async () => {
    const { code, text } = await staff(
      'campaign', 'create', '--slug', 'spring-webinar', '--name', 'Spring webinar', '--source', 'webinar',
      '--fields', 'first_name*,last_name*,email*,role*,school*,school_type', '--no-terms', '--invite-teachers', '--end-time', '2030-01-01T00:00:00Z',
    );
    expect(code, text).toBe(0);
    const cfg = (await t.app.inject({ method: 'GET', url: '/home/api/campaign/spring-webinar/' })).json();
    expect(cfg).toMatchObject({ name: 'Spring webinar', campaign_source: 'webinar', show_terms_checkbox: false, get_enterprise_invite_link_for_teachers: true, is_expired: false });
    expect(cfg.form_fields).toEqual([
      { slug: 'first_name', display: 'First name', is_required: true, options: null },
      { slug: 'last_name', display: 'Last name', is_required: true, options: null },
      { slug: 'email', display: 'Email address', is_required: true, options: null },
      { slug: 'role', display: 'Role at school', is_required: true, options: null },
      { slug: 'school', display: 'School', is_required: true, options: null },
      { slug: 'school_type', display: 'School type', is_required: false, options: null },
    ]);
    expect(cfg.roles.length).toBeGreaterThan(10);
  });

  it('creates a campaign from a JSON file, and refuses a bad config with the form config messages', async () => {
    writeFileSync(
      path.join(dir, 'c.json'),
      JSON.stringify({ slug: 'from-file', name: 'From file', campaign_source: 'm_se', form_fields: [{ slug: 'email', display: 'Email', is_required: true }] }),
    );
    expect((await staff('campaign', 'create', '--file', 'c.json')).code).toBe(0);
    writeFileSync(
      path.join(dir, 'bad.json'),
      JSON.stringify({ slug: 'bad-one', name: 'Bad', campaign_source: 'x', form_fields: [{ slug: 'favourite_colour', display: 'x', is_required: true }, { slug: 'role', display: 'Role', is_required: true }] }),
    );
    const bad = await staff('campaign', 'create', '--file', 'bad.json');
    expect(bad.code).toBe(1);
    expect(bad.text).toContain('Form field favourite_colour NOT FOUND. Please remove from configuration.');
    expect(bad.text).toContain('Please set up role drop down options');
    expect((await staff('campaign', 'create', '--file', 'c.json')).text).toContain('exists already');
  });

  it('edits and closes a campaign; a closed campaign is expired', async () => {
    expect((await staff('campaign', 'edit', 'from-file', '--name', 'Renamed', '--thank-you-url', '/au/en/thanks/')).code).toBe(0);
    expect((await staff('campaign', 'close', 'from-file')).code).toBe(0);
    const cfg = (await t.app.inject({ method: 'GET', url: '/home/api/campaign/from-file/' })).json();
    expect(cfg).toMatchObject({ name: 'Renamed', thank_you_url: '/au/en/thanks/', is_expired: true });
    const { text } = await staff('campaign', 'list');
    expect(text).toMatch(/from-file\texpired\tRenamed/);
    expect((await staff('campaign', 'reopen', 'from-file')).code).toBe(0);
    expect((await staff('campaign', 'edit', 'nope', '--name', 'x')).code).toBe(1);
  });

  it('exports campaign registrations as formula-safe CSV', async () => {
    const cfg = (await t.app.inject({ method: 'GET', url: '/home/api/campaign/spring-webinar/' })).json();
    const values = {
      first_name: 'Zoë',
      last_name: "O'Hara",
      email: 'zoe@example.org',
      role: 1,
      school: {
        kind: 'manual' as const,
        school: { region: { value: 'GB', subregions: [] }, name: '=cmd|calc', address: '1 Lane, Old Town', city: 'York', sub_region: '', sub_region_item: null, zip_code: 'YO1 7HH', code: '' },
      },
    };
    const res = await t.post('/api/v2/accounts/homepage-campaign/', campaignPayload({ config: cfg, values, type: 'webinar', region: 'uk', language: 'en' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await staff('campaign', 'export', 'spring-webinar', '--out', 'out.csv')).code).toBe(0);
    const csv = readFileSync(path.join(dir, 'out.csv'), 'utf8');
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',').slice(0, 3)).toEqual(['registration_id', 'submitted_at', 'first_name']);
    expect(row).toContain("Zoë,O'Hara,");
    expect(row).toContain('"1 Lane, Old Town"');
    expect(row).toContain(",'=cmd|calc,");
    expect(row).toContain('Principal');
  });

  it('creates, stages, closes and exports a competition, with the student lists', async () => {
    expect((await staff('competition', 'create', '--id', '777', '--campaign', 'autumn-cup', '--stage', 'warmup', '--fields', 'first_name*,email*,school*,student_list_b64*')).code).toBe(0);
    const cfg = (await t.app.inject({ method: 'GET', url: '/home/api/competition/777/' })).json();
    const list = Buffer.from('first_name\r\nAva\r\n');
    const res = await t.post(
      '/api/v2/competition/777/register/',
      competitionPayload({
        config: cfg,
        campaignName: 'autumn-cup',
        region: 'us',
        values: {
          first_name: 'Sam',
          email: 'sam@example.org',
          termsAgreed: true,
          student_list_b64: list.toString('base64'),
          student_list_extension: 'csv',
          school: { kind: 'manual', school: { region: { value: 'NZ', subregions: [] }, name: 'Kiwi School', address: '2 Road', city: 'Napier', sub_region: '', sub_region_item: null, zip_code: '4110', code: '' } },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await staff('competition', 'stage', '777', 'contest')).code).toBe(0);
    expect((await staff('competition', 'stage', '777', 'finished')).code).toBe(1);
    expect((await staff('competition', 'list')).text).toMatch(/777\tautumn-cup\tcontest\tregistration enabled/);
    expect((await staff('competition', 'close', '777')).code).toBe(0);
    expect((await staff('competition', 'list')).text).toMatch(/777\tautumn-cup\tclosed\tregistration disabled/);
    const out = await staff('competition', 'export', '777', '--lists-dir', 'lists');
    expect(out.code).toBe(0);
    expect(out.text).toContain('1 student lists written');
    expect(out.text).toContain('Kiwi School');
    const files = readdirSync(path.join(dir, 'lists'));
    expect(files).toEqual([`${res.json().id}.csv`]);
    expect(readFileSync(path.join(dir, 'lists', files[0]!)).equals(list)).toBe(true);
  });

  it('reports an unknown command and a broken JSON file without throwing', async () => {
    expect((await staff('campaign', 'explode')).code).toBe(1);
    writeFileSync(path.join(dir, 'broken.json'), '{');
    const res = await staff('campaign', 'create', '--file', 'broken.json');
    expect(res.code).toBe(1);
    expect(res.text).toContain('not valid JSON');
  });
});
