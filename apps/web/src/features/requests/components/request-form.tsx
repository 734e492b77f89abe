import '@mantine/core/styles/SegmentedControl.css';
import { Button, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { REQUEST_SNACKBAR_MS } from '@earshot/shared/constants';
import { REQUEST_TYPE, submitRequestSchema, type SubmitRequestBody } from '@earshot/shared/rules/validation';
import { TEXTS } from '@earshot/shared/texts';
import { Captcha } from '../../../components/captcha.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { zodResolver } from '../../../lib/zod-form.ts';
import { useActiveCategories } from '../api/get-active-categories.ts';
import { useSubmitRequest } from '../api/submit-request.ts';

type RequestValues = { Type: string; CategoryId: string | null; CategoryName: string; PlaylistUrl: string; Token: string };

const INITIAL: RequestValues = { Type: String(REQUEST_TYPE.song), CategoryId: null, CategoryName: '', PlaylistUrl: '', Token: '' };

/** The form values as the SubmitRequest body: only the field of the chosen type is sent. */
function toBody(values: RequestValues): SubmitRequestBody {
  const song = values.Type === String(REQUEST_TYPE.song);
  return {
    Token: values.Token,
    Type: song ? REQUEST_TYPE.song : REQUEST_TYPE.category,
    CategoryName: song ? null : values.CategoryName.trim(),
    CategoryId: song && values.CategoryId ? Number(values.CategoryId) : null,
    PlaylistUrl: values.PlaylistUrl.trim(),
  };
}

const validateBody = zodResolver<SubmitRequestBody>(submitRequestSchema);

/** SPEC §2 Requests: song request (existing category) or category request (new name), a playlist and a captcha. */
export function RequestForm() {
  const categories = useActiveCategories();
  const submission = useSubmitRequest();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [saved, setSaved] = useState(false);
  const form = useForm<RequestValues>({
    initialValues: INITIAL,
    validate: (values) => validateBody(toBody(values)),
  });

  const startAfresh = useEffectEvent(() => {
    form.reset();
    submission.reset();
    setCaptchaReset((n) => n + 1);
    setSaved(false);
  });

  // SPEC §8: the snackbar shows for REQUEST_SNACKBAR_MS, then the form starts afresh.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(startAfresh, REQUEST_SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = form.onSubmit((values) => {
    if (submission.isPending || saved) return;
    submission.mutate(toBody(values), {
      onSuccess: (ok) => {
        if (!ok) return;
        notifications.show({ message: TEXTS.requestSaved, color: 'teal', autoClose: REQUEST_SNACKBAR_MS, withCloseButton: false });
        setSaved(true);
      },
      onError: () => {
        form.setFieldValue('Token', '');
        setCaptchaReset((n) => n + 1);
      },
    });
  });

  const song = form.values.Type === String(REQUEST_TYPE.song);
  const failed = submission.isError || submission.data === false;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failed && (
          // The specification's text, and the server's reason when it gave one.
          <FormMessage kind="error">
            {TEXTS.requestFailed}
            {submission.error?.message && (
              <Text size="sm" mt={4}>
                {submission.error.message}
              </Text>
            )}
          </FormMessage>
        )}
        <SegmentedControl
          aria-label={TEXTS.requestType}
          fullWidth
          data={[
            { value: String(REQUEST_TYPE.song), label: TEXTS.songRequest },
            { value: String(REQUEST_TYPE.category), label: TEXTS.categoryRequest },
          ]}
          {...form.getInputProps('Type')}
        />
        {song ? (
          <Select
            label={TEXTS.category}
            placeholder={TEXTS.chooseCategory}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.description }))}
            searchable
            nothingFoundMessage={TEXTS.noResultsFound}
            disabled={categories.isPending}
            size="md"
            withAsterisk
            {...form.getInputProps('CategoryId')}
          />
        ) : (
          <TextInput label={TEXTS.newCategoryName} size="md" withAsterisk {...form.getInputProps('CategoryName')} />
        )}
        {categories.isError && song && (
          <Text size="sm" c="red.5">
            {TEXTS.loadFailed}
          </Text>
        )}
        <TextInput
          label={TEXTS.playlistUrl}
          type="url"
          inputMode="url"
          placeholder="https://"
          size="md"
          withAsterisk
          {...form.getInputProps('PlaylistUrl')}
        />
        <Captcha onChange={(token) => form.setFieldValue('Token', token ?? '')} resetKey={captchaReset} error={form.errors.Token} />
        <Button
          type="submit"
          size="md"
          variant="gradient"
          loading={submission.isPending}
          disabled={saved}
          leftSection={<IconSend size={18} />}
        >
          {TEXTS.submit}
        </Button>
      </Stack>
    </form>
  );
}
