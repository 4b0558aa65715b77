import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './contrast.module.css';

/** Secondary text with AA contrast in light and dark mode (use instead of c="dimmed"). */
export function MutedText({
  className,
  ...props
}: TextProps & { children?: ReactNode; id?: string; component?: 'p' | 'span' | 'div' }) {
  return <Text className={[classes.muted, className].filter(Boolean).join(' ')} {...props} />;
}

/** For links (Anchor) that need AA contrast on the body colour in light mode too. */
export const linkClassName = classes.link;
