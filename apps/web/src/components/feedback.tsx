import { Alert } from '@mantine/core';
import { useState } from 'react';

export interface Feedback {
  color: 'green' | 'red' | 'yellow';
  title: string;
  message?: string;
}

/** The outcome of the last action on a screen, announced to screen readers. */
export function useFeedback() {
  return useState<Feedback | null>(null);
}

export function FeedbackAlert({
  feedback,
  onClose,
}: {
  feedback: Feedback | null;
  onClose: () => void;
}) {
  if (!feedback) return null;
  return (
    <Alert
      color={feedback.color}
      title={feedback.title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role={feedback.color === 'green' ? 'status' : 'alert'}
    >
      {feedback.message}
    </Alert>
  );
}
