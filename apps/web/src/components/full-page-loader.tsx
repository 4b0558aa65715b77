import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A neutral wait (no branding, no text on screen) while the app learns who is signed in. */
export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}
