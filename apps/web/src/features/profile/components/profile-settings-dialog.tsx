import type { SessionUser, TemperatureUnit } from '@fm/contracts';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useAuth } from '@/features/auth';
import { ApiError, transportMessages } from '@/lib/api-error';
import { useUpdateProfile } from '../api/update-profile';
import { useVerifyEmail } from '../api/verify-email';
import { PasskeysSection } from './passkeys-section';

interface Draft {
  name: string;
  email: string;
  notifications: boolean;
  temperatureUnit: TemperatureUnit;
}

type FieldErrors = Partial<Record<'name' | 'email', string>>;

const draftOf = (user: SessionUser | null): Draft => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  notifications: user?.preferences.notifications ?? true,
  temperatureUnit: user?.preferences.temperatureUnit ?? 'celsius',
});

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** The server's field errors (`body.name`, `body.email`) under their fields; the rest on top. */
function errorsOf(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: transportMessages.unknown };
  const fields: FieldErrors = {};
  for (const detail of error.details ?? []) {
    if (detail.path === 'body.name') fields.name ??= detail.message;
    if (detail.path === 'body.email') fields.email ??= detail.message;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, message: placed ? null : error.message };
}

/**
 * Profile Settings (spec section 2): avatar or initial, name and role; Full Name, Email
 * Address, notifications and temperature unit. Save Changes sends them (PUT /api/profile),
 * reloads the session user so every screen shows them, and closes. The spec gives the dialog no
 * validation of its own: the server's checks come back under the fields they concern, and a
 * failure keeps the dialog open. A new e-mail address is only taken once the code mailed to it
 * is entered (decision 019): the dialog then asks for it before closing.
 */
export function ProfileSettingsDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Profile Settings" centered>
      {/* Mounted only while open: each opening starts from the current profile. */}
      {opened && <ProfileForm onClose={onClose} />}
    </Modal>
  );
}

function ProfileForm({ onClose }: { onClose: () => void }) {
  const { user, refreshUser } = useAuth();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const save = useUpdateProfile();
  const { fields, message } = save.error ? errorsOf(save.error) : { fields: {}, message: null };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (save.error) save.reset();
  };

  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let saved;
    try {
      saved = await save.mutateAsync({
        name: draft.name,
        email: draft.email,
        preferences: { notifications: draft.notifications, temperatureUnit: draft.temperatureUnit },
      });
    } catch {
      return; // shown from save.error; the dialog stays open
    }
    try {
      await refreshUser();
    } catch (error) {
      console.warn('The profile was saved; reloading the session user failed', error);
    }
    const changed = draft.email.trim().toLowerCase() !== (user?.email ?? '').toLowerCase();
    if (changed && saved.pendingEmail) setPendingEmail(saved.pendingEmail);
    else onClose();
  };

  if (pendingEmail)
    return <VerifyEmailStep email={pendingEmail} onDone={onClose} refreshUser={refreshUser} />;

  const name = user?.name ?? 'User';
  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Group>
            <Avatar
              src={user?.avatar ?? null}
              alt={name}
              color="initials"
              name={name}
              size="lg"
              radius="xl"
            >
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <div>
              <Text fw={600}>{name}</Text>
              <Badge variant="light" size="sm">
                {roleLabel(user?.role ?? 'user')}
              </Badge>
            </div>
          </Group>
          {message && (
            <Alert color="red" role="alert" title="Your profile was not saved">
              {message}
            </Alert>
          )}
          <TextInput
            label="Full Name"
            value={draft.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={fields.name}
            autoComplete="name"
            data-autofocus
          />
          <TextInput
            label="Email Address"
            type="email"
            value={draft.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={fields.email}
            autoComplete="email"
          />
          <Checkbox
            label="Enable notifications"
            checked={draft.notifications}
            onChange={(event) => set('notifications', event.currentTarget.checked)}
          />
          <Radio.Group
            label="Temperature Unit"
            value={draft.temperatureUnit}
            onChange={(value) => set('temperatureUnit', value as TemperatureUnit)}
          >
            <Group mt="xs">
              <Radio value="celsius" label="Celsius (°C)" />
              <Radio value="fahrenheit" label="Fahrenheit (°F)" />
            </Group>
          </Radio.Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
      {user ? <PasskeysSection userId={user.id} /> : null}
    </Stack>
  );
}

/** The code mailed to a new address; the address becomes the sign-in name once it is entered. */
function VerifyEmailStep({
  email,
  onDone,
  refreshUser,
}: {
  email: string;
  onDone: () => void;
  refreshUser: () => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();
  const error = verify.error
    ? verify.error instanceof ApiError
      ? (verify.error.details?.[0]?.message ?? verify.error.message)
      : transportMessages.unknown
    : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await verify.mutateAsync({ code: code.trim() });
    } catch {
      return; // shown under the field
    }
    try {
      await refreshUser();
    } catch (failure) {
      console.warn('The e-mail was confirmed; reloading the session user failed', failure);
    }
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text fw={600}>Verify your new e-mail address</Text>
        <Text size="sm">
          Your name and preferences are saved. We sent a 6-digit code to <b>{email}</b>. Enter it to
          make this your sign-in address; until then you keep signing in with your current one.
        </Text>
        <TextInput
          label="Verification code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (verify.error) verify.reset();
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={verify.isPending}>
            Later
          </Button>
          <Button type="submit" loading={verify.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
