import Alert from '@cloudscape-design/components/alert';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import type { SandboxConsoleView } from '#shared/api/drift';
import { sandboxConsoleEdit, sandboxConsoleGet } from '#shared/api/endpoints/drift';
import { DRIFT, SANDBOX_CONSOLE } from '#shared/messages/drift';
import { apiCall, detailOr } from '#web/api/client';
import { leafPaths, typedValue } from './live-paths';

/**
 * The sandbox console's hand edit: pick a resource and one of its live properties, type a new
 * value, and the sandbox account's resource changes while its template does not (drift).
 */
export function LivePropertyEditor({ deploymentId }: { deploymentId: string }) {
  const [live, setLive] = useState<SandboxConsoleView>();
  const [resource, setResource] = useState<string>();
  const [path, setPath] = useState('');
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string }>();

  useEffect(() => {
    apiCall(sandboxConsoleGet, { params: { id: deploymentId } })
      .then((answer) => {
        setLive(answer);
        setResource((current) => current ?? answer.resources[0]?.logical_id);
      })
      .catch((error) => setMessage({ type: 'error', text: detailOr(error, DRIFT.failed) }));
  }, [deploymentId]);

  const chosen = live?.resources.find((r) => r.logical_id === resource);
  const leaves = chosen ? leafPaths(chosen.properties) : [];

  const apply = async () => {
    if (!resource) return;
    setSaving(true);
    setMessage(undefined);
    try {
      setLive(
        await apiCall(sandboxConsoleEdit, {
          params: { id: deploymentId },
          body: { logical_id: resource, path, value: typedValue(value) },
        }),
      );
      setMessage({ type: 'success', text: SANDBOX_CONSOLE.applied(resource, path) });
    } catch (error) {
      setMessage({ type: 'error', text: detailOr(error, DRIFT.failed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container
      header={
        <Header variant="h3" description={SANDBOX_CONSOLE.editText}>
          {SANDBOX_CONSOLE.editHeader}
        </Header>
      }
    >
      {!live && !message ? (
        <Spinner />
      ) : (
        <SpaceBetween size="s">
          <FormField label={SANDBOX_CONSOLE.resource}>
            <Select
              selectedOption={resource ? { value: resource, label: resource } : null}
              options={(live?.resources ?? []).map((r) => ({
                value: r.logical_id,
                label: r.logical_id,
                description: r.type,
              }))}
              onChange={({ detail }) => {
                setResource(detail.selectedOption.value);
                setPath('');
              }}
            />
          </FormField>
          <FormField label={SANDBOX_CONSOLE.property} description={SANDBOX_CONSOLE.propertyHint}>
            <Autosuggest
              value={path}
              onChange={({ detail }) => {
                setPath(detail.value);
                const leaf = leaves.find((l) => l.path === detail.value);
                if (leaf) setValue(leaf.value);
              }}
              options={leaves.map((l) => ({ value: l.path, description: l.value }))}
              enteredTextLabel={(text) => text}
              ariaLabel={SANDBOX_CONSOLE.property}
            />
          </FormField>
          <FormField label={SANDBOX_CONSOLE.value} description={SANDBOX_CONSOLE.valueHint}>
            <Input
              value={value}
              onChange={({ detail }) => setValue(detail.value)}
              ariaLabel={SANDBOX_CONSOLE.value}
            />
          </FormField>
          <Button onClick={() => void apply()} loading={saving} disabled={!resource || !path.startsWith('/')}>
            {SANDBOX_CONSOLE.apply}
          </Button>
          {message && <Alert type={message.type}>{message.text}</Alert>}
        </SpaceBetween>
      )}
    </Container>
  );
}
