import type { PainRegion } from '@praxis/domain';
import { Fragment, type KeyboardEvent } from 'react';
import classes from './body-figure.module.css';
import { DECOR, FIGURE_VIEWBOX, MIRROR, REGION_SHAPES, VIEW_LAYERS, type BodyView } from './body-shapes.ts';

interface BodyFigureProps {
  view: BodyView;
  /** Accessible name of the whole figure, e.g. "Body seen from the front". */
  label: string;
  selected: readonly PainRegion[];
  onToggle: (region: PainRegion) => void;
  /** Translated region name: the button's accessible name and hover title. */
  regionName: (region: PainRegion) => string;
}

/**
 * A schematic body, front or back, whose regions are toggle buttons (aria-pressed) reachable by
 * Tab and switched with a click, a tap, Enter or Space.
 */
export function BodyFigure({ view, label, selected, onToggle, regionName }: BodyFigureProps) {
  const onKeyDown = (region: PainRegion) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault(); // Space would scroll the page
    onToggle(region);
  };
  return (
    <svg viewBox={FIGURE_VIEWBOX} className={classes.figure} role="group" aria-label={label}>
      {VIEW_LAYERS[view].map((layer) => {
        if (layer === 'spine') return <path key={layer} d={DECOR.spine} className={classes.spine} aria-hidden />;
        if (layer === 'trunk' || layer === 'hips') return <path key={layer} d={DECOR[layer]} className={classes.decor} aria-hidden />;
        const { paths, mirrored } = REGION_SHAPES[layer];
        const name = regionName(layer);
        const shared = {
          className: classes.region,
          'data-region': layer,
          'data-selected': selected.includes(layer) || undefined,
          onClick: () => onToggle(layer),
        };
        const outline = paths.map((d) => <path key={d} d={d} />);
        return (
          <Fragment key={layer}>
            <g {...shared} tabIndex={0} role="button" aria-label={name} aria-pressed={selected.includes(layer)} onKeyDown={onKeyDown(layer)}>
              <title>{name}</title>
              {outline}
            </g>
            {/* NOTE: the right side is a separate, hidden twin, so the button's box centres on
                one arm, leg or foot (where a click lands) rather than on the trunk between. */}
            {mirrored ? (
              <g {...shared} className={`${classes.region} ${classes.twin}`} transform={MIRROR} aria-hidden>
                <title>{name}</title>
                {outline}
              </g>
            ) : null}
          </Fragment>
        );
      })}
    </svg>
  );
}
