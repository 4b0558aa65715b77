import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './muted.module.css';

/** Secondary text with AA contrast in light and dark mode (use instead of c="dimmed"). */
export function MutedText({
  className,
  ...props
}: TextProps & { children?: ReactNode; id?: string; component?: 'p' | 'span' | 'div' }) {
  return <Text className={[classes.muted, className].filter(Boolean).join(' ')} {...props} />;
}

export const mutedClassName = classes.muted;
