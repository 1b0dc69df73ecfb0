import { StepList } from './step-list';

interface Journey {
  label: string;
  items: { title: string; body: string; emoji?: string }[];
}

/**
 * One "How it works" for both sides of the market: a switch of two radio buttons chooses which
 * journey's steps show. The stylesheet hides the other journey from the checked button
 * (.journeys in app/globals.css), so it works without JavaScript; the browser's radio group
 * gives it the keyboard (arrow keys) and a screen reader's words ("Selling and buying, radio
 * button, 1 of 2"). A browser without :has() shows both journeys, one after the other.
 */
export function JourneySwitch({
  name,
  legend,
  journeys,
}: {
  name: string;
  legend: string;
  journeys: Journey[];
}) {
  return (
    <div className="journeys">
      <fieldset className="journey-switch">
        <legend className="sr-only">{legend}</legend>
        {journeys.map((journey, index) => (
          <label key={journey.label} className="journey-choice">
            <input
              type="radio"
              name={name}
              value={index}
              defaultChecked={index === 0}
              className="sr-only"
            />
            {journey.label}
          </label>
        ))}
      </fieldset>
      {journeys.map((journey) => (
        <div key={journey.label} className="journey">
          <StepList items={journey.items} swipe />
        </div>
      ))}
    </div>
  );
}
