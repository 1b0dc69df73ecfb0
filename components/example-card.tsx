import type { Example } from '@/lib/content/pages';
import { Illustration } from './illustration';
import { Photo } from './photo';

/**
 * A kind of goods or a skill members sell or offer, as a picture and its name: an illustration,
 * not a listing, so no price, seller or rating. The owners' photo replaces the drawing when set.
 */
export function ExampleCard({ example, priority }: { example: Example; priority?: boolean }) {
  return (
    <div className="card overflow-hidden">
      <div className="example-picture">
        {example.photo ? (
          <Photo
            src={example.photo}
            size={160}
            priority={priority}
            className="size-full object-cover"
          />
        ) : (
          <Illustration
            emoji={example.emoji}
            alt=""
            size={72}
            priority={priority}
            className="size-16 sm:size-18"
          />
        )}
      </div>
      <p className="p-3 text-sm leading-5 font-semibold break-words hyphens-auto text-ink">
        {example.title}
      </p>
    </div>
  );
}
