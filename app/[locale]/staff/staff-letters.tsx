'use client';

import type { User } from 'firebase/auth';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { apiEndpoints } from '@/lib/api-endpoints';
import type { collections, LetterSend } from '@/functions/src/database-paths';
import type { AudienceCopy } from '@/lib/content/audience';
import type { StaffCopy } from '@/lib/content/staff';
import { loadFirebase } from '@/lib/firebase/client';
import { fill } from '@/lib/format';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { isStaffAccount } from '@/lib/staff-account';

// The audience's tables and charts are for a staff account alone: they load once one has signed in,
// not with the page.
const StaffAudience = lazy(() =>
  import('./staff-audience').then((module) => ({ default: module.StaffAudience })),
);

/** A letter as the build knows it: its slug, its subject and the day it goes, as words. */
export interface StaffLetter {
  slug: string;
  subject: string;
  day: ReactNode;
}

type State =
  | { view: 'idle' | 'loading' | 'signed-out' | 'not-staff' | 'failed' }
  | { view: 'figures'; user: User; records: Record<string, Partial<LetterSend>> };

const COUNTS = ['due', 'sent', 'failed', 'bounced', 'unsubscribed'] as const;

/** Where the functions keep the letters' records; written out, the functions' module is Node's. */
const LETTERS: (typeof collections)['letters'] = 'letters';

/**
 * Each letter's figures, for a signed-in staff account (isStaffAccount): the database lets only
 * such an account read the letters' records (database.rules.json). Firebase loads on this page
 * alone, once it is open; a visitor without that account is told how to get in.
 */
export function StaffLetters({
  copy,
  audienceCopy,
  letters,
  locale,
  signInLink,
}: {
  copy: StaffCopy;
  audienceCopy: AudienceCopy['report'];
  letters: StaffLetter[];
  locale: Locale;
  signInLink: ReactNode;
}) {
  // Idle in the static HTML, which says nothing the page's lead does not: loading once it runs.
  const [state, setState] = useState<State>({ view: 'idle' });
  // What became of the last test mail asked for, said beside its letter.
  const [test, setTest] = useState<{ slug: string; said: string }>();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    const show = (next: State) => active && setState(next);
    show({ view: 'loading' });
    Promise.all([loadFirebase(), import('firebase/auth'), import('@/lib/firebase/profiles')])
      .then(([{ auth, db }, authSdk, { readOnce }]) => {
        stop = authSdk.onIdTokenChanged(auth, async (user) => {
          if (!user) return show({ view: 'signed-out' });
          try {
            // Asked anew: a claim given since this session signed in shows at once.
            const { claims } = await user.getIdTokenResult(true);
            if (!isStaffAccount(claims)) return show({ view: 'not-staff' });
            const records = await readOnce<Record<string, Partial<LetterSend>>>(db, LETTERS);
            show({ view: 'figures', user, records: records ?? {} });
          } catch {
            show({ view: 'failed' });
          }
        });
      })
      .catch(() => show({ view: 'failed' }));
    return () => {
      active = false;
      stop?.();
    };
  }, []);

  if (state.view !== 'figures') {
    const said = {
      idle: '',
      loading: copy.loading,
      'signed-out': copy.signIn,
      'not-staff': copy.notStaff,
      failed: copy.failed,
    }[state.view];
    return (
      <div className="mt-8">
        <p role="status" className="text-muted">
          {said}
        </p>
        {state.view === 'signed-out' && signInLink}
      </div>
    );
  }

  const { user } = state;
  /** The letter's mail in this page's language, to the account's own address (letter-test.ts). */
  async function sendTest(slug: string) {
    setTest({ slug, said: '' });
    try {
      const response = await fetch(apiEndpoints.letterTest, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await user.getIdToken()}`,
        },
        body: JSON.stringify({ slug, locale }),
      });
      const answer = (await response.json()) as { to?: string };
      if (!response.ok || !answer.to) throw new Error(String(response.status));
      setTest({ slug, said: fill(copy.table.sentTo, { email: answer.to }) });
    } catch {
      setTest({ slug, said: copy.table.sendFailed });
    }
  }

  const number = new Intl.NumberFormat(languageTags[locale]);
  return (
    <>
      <Suspense fallback={null}>
        <StaffAudience user={user} copy={audienceCopy} locale={locale} />
      </Suspense>
      <h2 className="mt-10 text-2xl font-bold text-ink">{copy.table.caption}</h2>
      <div
        className="mt-8 overflow-x-auto rounded-xl border border-line"
        role="region"
        aria-label={copy.table.caption}
        // The table is wider than a phone: its box scrolls, reachable from the keyboard.
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{copy.table.caption}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-3 font-semibold">
                {copy.table.letter}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {copy.table.sendAt}
              </th>
              {COUNTS.map((count) => (
                <th key={count} scope="col" className="p-3 text-right font-semibold">
                  {copy.table[count]}
                </th>
              ))}
              <th scope="col" className="p-3 font-semibold">
                {copy.table.test}
              </th>
            </tr>
          </thead>
          <tbody>
            {letters.map((letter) => {
              const record = state.records[letter.slug];
              return (
                <tr key={letter.slug} className="border-b border-line last:border-0">
                  <th scope="row" className="min-w-48 p-3 font-medium">
                    {letter.subject}
                  </th>
                  <td className="p-3 whitespace-nowrap">{letter.day}</td>
                  {record?.startedAt ? (
                    COUNTS.map((count) => (
                      <td key={count} className="p-3 text-right tabular-nums">
                        {number.format(record[count] ?? 0)}
                      </td>
                    ))
                  ) : (
                    <td colSpan={COUNTS.length} className="p-3 text-muted">
                      {copy.table.notStarted}
                    </td>
                  )}
                  <td className="p-3">
                    <Button
                      variant="secondary"
                      className="whitespace-nowrap"
                      onClick={() => void sendTest(letter.slug)}
                    >
                      {copy.table.send}
                    </Button>
                    <p role="status" className="mt-1 max-w-56 text-sm text-muted wrap-anywhere">
                      {test?.slug === letter.slug ? test.said : ''}
                    </p>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
