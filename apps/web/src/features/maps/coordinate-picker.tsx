import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CoordinatePickerProps } from './map-props';

// The map library arrives with this chunk, not with the form that shows the picker.
const Inner = lazy(() => import('./components/coordinate-picker-inner'));

/** A map where a click, a dragged pin or Enter (at the centre) sets latitude and longitude. */
export function CoordinatePicker(props: CoordinatePickerProps) {
  return (
    <Suspense
      fallback={
        <Skeleton h={props.height ?? 300} radius="md" role="status" aria-label="Loading map" />
      }
    >
      <Inner {...props} />
    </Suspense>
  );
}
