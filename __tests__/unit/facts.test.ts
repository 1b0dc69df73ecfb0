/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { PRODUCTION_VARIABLES } from '@/lib/backend.mjs';
import { loadFacts, mailDomainProblem } from '@/lib/content/facts';
import { loadPage } from '@/lib/content/pages';
import { isReservedDomain } from '@/lib/reserved-domains';
import { contentError } from '../support/content-error';

const realFacts = fs.readFileSync(path.join(process.cwd(), 'content', 'facts.yaml'), 'utf8');
const production = Object.fromEntries(PRODUCTION_VARIABLES.map((name) => [name, 'set']));

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-facts-'));
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(path.join(dir, 'facts.yaml'), realFacts);
  process.env.AGORA_CONTENT_DIR = dir;
});

afterEach(() => {
  delete process.env.AGORA_CONTENT_DIR;
  for (const name of PRODUCTION_VARIABLES) delete process.env[name];
  fs.rmSync(dir, { recursive: true, force: true });
});

function writePage(lead: string) {
  const page = {
    title: 'Sell on Agora',
    description: 'List your goods on Agora and reach buyers who pay into protected escrow.',
    heading: 'Sell what you make',
    label: 'Sellers',
    lead,
    sections: [{ kind: 'prose', heading: 'Write to us', body: 'At {email.hello}, from {site}.' }],
  };
  fs.writeFileSync(path.join(dir, 'pages', 'sellers.yaml'), JSON.stringify(page));
}

describe('{facts} in content', () => {
  it('are filled in when a file is read, formatted, leaving one-word {templates} alone', () => {
    // Facts of the test's own, so the company's can change without touching it.
    const facts = parse(realFacts);
    facts.fees.goods = 12.5;
    facts.payouts.days = ['monday', 'thursday'];
    facts.payouts.instantFee = 0.3;
    facts.email.domain = 'shop.example';
    fs.writeFileSync(path.join(dir, 'facts.yaml'), stringify(facts));
    writePage('Pay {fees.goods}, paid out every {payouts.days}; instant for {payouts.instantFee}.');
    const page = loadPage('sellers');
    expect(page.lead).toBe('Pay 12.5%, paid out every Monday and Thursday; instant for €0.30.');
    expect(page.sections[0]).toMatchObject({
      body: 'At hello@shop.example, from {site}.',
    });
  });

  it('take the form a sentence asks for, and an unknown form stops the build', () => {
    writePage('Live {market.countries:in}, paid {payouts.days:weekly}; {team.size:in} is not one.');
    const error = contentError(() => loadPage('sellers'));
    expect(error.problems).toEqual([
      expect.stringMatching(/^lead: \{team\.size:in\} is not a fact in content\/facts\.yaml/),
    ]);
    const facts = parse(realFacts);
    facts.market.countries = ['IT', 'NL'];
    facts.payouts.days = ['monday'];
    fs.writeFileSync(path.join(dir, 'facts.yaml'), stringify(facts));
    writePage('Live {market.countries:in}, paid {payouts.days:weekly}.');
    expect(loadPage('sellers').lead).toBe('Live in Italy and the Netherlands, paid on Mondays.');
  });

  it('an unknown one stops the build, naming the file, the field and the placeholder', () => {
    writePage('Pay {fees.good} when it sells.');
    const error = contentError(() => loadPage('sellers'));
    expect(error.message).toContain(path.join('pages', 'sellers.yaml'));
    expect(error.problems).toEqual([
      'lead: {fees.good} is not a fact in content/facts.yaml (fees has: {fees.goods} {fees.services} {fees.servicesKept})',
    ]);
  });
});

describe('the mail domain', () => {
  it.each([
    'agora-market.example',
    'example.com',
    'mail.example.org',
    'example.net',
    'agora.test',
    'agora.invalid',
    'localhost',
    'agora.localhost',
  ])('%s is reserved', (domain) => expect(isReservedDomain(domain)).toBe(true));

  it.each(['agora.pt', 'agora-market.eu', 'example.pt', 'myexample.com'])(
    '%s is not reserved',
    (domain) => expect(isReservedDomain(domain)).toBe(false),
  );

  it('may be an example one on the local services (npm start, npm test)', () => {
    expect(mailDomainProblem('agora-market.example', {})).toBeUndefined();
  });

  it('must be a real one in production, and the message names the setting', () => {
    expect(mailDomainProblem('agora-market.example', production)).toMatch(
      /agora-market\.example is reserved .* set email\.domain in content\/facts\.yaml/,
    );
    expect(mailDomainProblem('agora.pt', production)).toBeUndefined();
  });

  it('stops a production build at the first file that names a fact', () => {
    Object.assign(process.env, production);
    writePage('Write to {email.hello}.');
    const error = contentError(() => loadPage('sellers'));
    expect(error.file).toMatch(/facts\.yaml$/);
    expect(error.problems.join('\n')).toMatch(/^email\.domain: agora-market\.example is reserved/);
  });

  it('lets a production build through with a real domain', () => {
    Object.assign(process.env, production);
    fs.writeFileSync(
      path.join(dir, 'facts.yaml'),
      realFacts.replace('domain: agora-market.example', 'domain: agora.pt'),
    );
    expect(loadFacts().email.press).toBe('press@agora.pt');
  });
});
