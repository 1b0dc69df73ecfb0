import { Button } from '@/components/button';
import { apiEndpoints } from '@/lib/api-endpoints';
import { CHOICES, choiceAnchor } from '@/lib/audience/choice';
import { isMeasured } from '@/lib/audience/measured-locales';
import { loadAudience } from '@/lib/content/audience';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * The audience measurement's opt-out, one click from the policy and without script: a form that
 * posts to the function, which sets or clears the cookie and sends the visitor back here, to the
 * sentence saying what it did (shown by :target).
 */
export function MeasurementChoice() {
  const copy = loadAudience().choice;
  const locale = pageLocale();
  return (
    <section
      aria-labelledby="measurement-choice"
      className="mt-10 max-w-2xl rounded-xl border border-line p-6"
    >
      <h2 id="measurement-choice" className="text-xl font-bold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.lead}</p>
      {!isMeasured(locale) && <p className="mt-2 text-muted">{copy.notMeasured}</p>}
      <form
        method="post"
        action={apiEndpoints.audienceChoice}
        className="mt-4 flex flex-wrap gap-3"
      >
        <input type="hidden" name="locale" value={locale} />
        {CHOICES.map((choice) => (
          <Button
            key={choice}
            type="submit"
            name="choice"
            value={choice}
            variant={choice === 'off' ? 'primary' : 'secondary'}
          >
            {copy[choice]}
          </Button>
        ))}
      </form>
      {CHOICES.map((choice) => (
        <p
          key={choice}
          id={choiceAnchor(choice)}
          tabIndex={-1}
          className="mt-4 hidden font-semibold text-ink target:block"
        >
          {copy[choice === 'off' ? 'offDone' : 'onDone']}
        </p>
      ))}
    </section>
  );
}
