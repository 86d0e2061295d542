import { memo } from 'react';
import { symbolUrl } from '../slot-art';

/** The classic fruit machine: rounds from before the titles drew its symbols, whatever the game. */
const LEGACY = 'fruit-party';

/**
 * One symbol of a slot title, drawn as its picture; a symbol the title does not know (a round
 * played before it had its own) is drawn as the fruit machine's, or else named.
 */
export const SlotPicture = memo(function SlotPicture({
  title,
  id,
  name,
}: {
  title: string;
  id: string;
  name: string;
}) {
  const url = symbolUrl(title, id) ?? symbolUrl(LEGACY, id);
  if (!url)
    return (
      <span className="sym sym-name" role="img" aria-label={name}>
        {name}
      </span>
    );
  return <img className="sym" src={url} alt={name} draggable={false} decoding="async" />;
});
