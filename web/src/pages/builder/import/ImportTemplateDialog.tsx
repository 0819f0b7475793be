import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { templatesImport } from '#shared/api/endpoints/templates';
import { IMPORT_MAX_BYTES, IMPORT_TEXT, readImport } from '#shared/catalog/import';
import { BUILDER_VIEW } from '#shared/messages/builder';
import { ApiError, apiCall } from '#web/api/client';

interface Props {
  onClose: () => void;
  onImported: (templateId: string) => void;
}

type Errors = { name?: string; body?: string; other?: string };

/** A 400 from the import route ("template_body: ..." or "name: ...") on the field it names. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && error.status === 400 && error.detail) {
    const [field, ...rest] = error.detail.split(': ');
    const message = rest.join(': ');
    if (field === 'name') return { name: message };
    if (field === 'template_body') return { body: message };
    return { body: error.detail };
  }
  return { other: BUILDER_VIEW.import.failed };
}

/**
 * 'Import template': paste or upload YAML or JSON. The size and whether it is CloudFormation at
 * all are checked here first; the server checks again, validates, scans, prices and saves it.
 */
export function ImportTemplateDialog({ onClose, onImported }: Props) {
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    const [file] = chosen;
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES * 4) {
      setErrors({ body: IMPORT_TEXT.tooLarge(file.size) });
      return;
    }
    setBody(await file.text());
    if (!name) setName(file.name.replace(/\.(ya?ml|json|template)$/i, ''));
    setErrors({});
  };

  const submit = async () => {
    const local: Errors = {};
    if (!name.trim()) local.name = IMPORT_TEXT.noName;
    const read = readImport(body);
    if ('problem' in read) local.body = read.problem;
    if (local.name || local.body) return setErrors(local);
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiCall(templatesImport, { body: { name: name.trim(), template_body: body } });
      onImported(answer.template_id);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      size="large"
      position="top"
      header={BUILDER_VIEW.import.title}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {BUILDER_VIEW.import.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void submit()}>
              {BUILDER_VIEW.import.import}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{BUILDER_VIEW.import.intro(IMPORT_MAX_BYTES.toLocaleString('en-US'))}</Box>
        <FormField label={BUILDER_VIEW.import.name} errorText={errors.name}>
          <Input
            value={name}
            ariaLabel={BUILDER_VIEW.import.name}
            onChange={({ detail }) => setName(detail.value)}
          />
        </FormField>
        <FormField label={BUILDER_VIEW.import.file}>
          <FileUpload
            value={files}
            accept=".yaml,.yml,.json,.template"
            onChange={({ detail }) => void choose(detail.value)}
            i18nStrings={{
              uploadButtonText: () => BUILDER_VIEW.import.chooseFile,
              dropzoneText: () => BUILDER_VIEW.import.dropHere,
              removeFileAriaLabel: () => BUILDER_VIEW.import.removeFile,
              limitShowFewer: BUILDER_VIEW.import.showFewer,
              limitShowMore: BUILDER_VIEW.import.showMore,
              errorIconAriaLabel: BUILDER_VIEW.import.error,
            }}
          />
        </FormField>
        <FormField
          label={BUILDER_VIEW.import.template}
          description={BUILDER_VIEW.import.templateDescription}
          errorText={errors.body}
        >
          <Textarea
            value={body}
            rows={14}
            ariaLabel={BUILDER_VIEW.import.template}
            spellcheck={false}
            onChange={({ detail }) => setBody(detail.value)}
          />
        </FormField>
        {errors.other && <Box color="text-status-error">{errors.other}</Box>}
      </SpaceBetween>
    </Modal>
  );
}
