import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useMemo, useState } from 'react';
import { templatesImport } from '#shared/api/endpoints/templates';
import type { TemplateDetail } from '#shared/api/template-schema';
import { COMMON } from '#shared/messages';
import { BUILDER_VIEW } from '#shared/messages/builder';
import { apiCall, detailOr } from '#web/api/client';
import { wordsMatch } from '#web/components/words-match';
import { BreakableId } from '../../../components/BreakableId';
import { CollectionTable } from '../../../components/CollectionTable';
import { useNotifications } from '../../../notifications/NotificationsContext';
import { residencyOf, useResidency } from '../../../settings/use-residency';
import { SeverityBadge } from '../../compliance/SeverityCounts';
import type { ReviewedFinding } from './review';

interface Props {
  template: TemplateDetail;
  region: string;
  /** the fixed template was saved: reload it */
  onFixed: () => void;
}

/**
 * The review of an imported template: every finding with its remediation, and 'Apply fix' for
 * those the engine fixes on its own; the fixed text is saved over the template (checked again by
 * the server, so a fix never leaves a half-saved template).
 */
export function TemplateFindings({ template, region, onFixed }: Props) {
  const { notify } = useNotifications();
  const residency = useResidency();
  const settings = useMemo(() => residencyOf(residency), [residency]);
  const [findings, setFindings] = useState<ReviewedFinding[]>();
  const [fixing, setFixing] = useState<string>();
  useEffect(() => {
    let live = true;
    import('./review')
      .then(
        ({ reviewTemplate }) => live && setFindings(reviewTemplate(template.template_body, region, settings)),
      )
      .catch(() => live && setFindings([]));
    return () => {
      live = false;
    };
  }, [template.template_body, region, settings]);

  const fix = async (violation: ReviewedFinding) => {
    setFixing(violation.violation_id);
    try {
      const { applyFix } = await import('./review');
      const fixed = applyFix(template.template_body, violation.violation_id, region, settings);
      if (fixed.text === template.template_body) throw new Error('nothing to change');
      await apiCall(templatesImport, {
        body: { name: template.name, template_body: fixed.text, replaces: template.template_id },
      });
      notify({
        id: 'template-fix',
        type: 'success',
        header: BUILDER_VIEW.import.fixApplied(violation.resource, fixed.changes.join('; ')),
      });
      onFixed();
    } catch (error) {
      notify({ id: 'template-fix', type: 'error', header: detailOr(error, BUILDER_VIEW.import.fixFailed) });
    } finally {
      setFixing(undefined);
    }
  };

  return (
    <Container
      data-testid="template-findings"
      header={
        <Header
          variant="h2"
          counter={findings ? `(${findings.length})` : undefined}
          description={BUILDER_VIEW.import.checkedIn(region)}
        >
          {BUILDER_VIEW.import.findings}
        </Header>
      }
    >
      {!findings ? (
        <Spinner />
      ) : (
        <CollectionTable
          variant="embedded"
          items={findings}
          trackBy="violation_id"
          ariaLabel={BUILDER_VIEW.import.findings}
          empty={BUILDER_VIEW.import.nothingToFix}
          search={{
            label: COMMON.findFindings,
            matches: wordsMatch((v: (typeof findings)[number]) => [
              v.rule_title,
              v.title,
              v.resource,
              v.rule_id,
              v.severity,
            ]),
          }}
          columns={[
            // the same badge as the studio and the compliance page, not the engine's lowercase word
            {
              id: 'severity',
              header: BUILDER_VIEW.import.severity,
              cell: (v) => <SeverityBadge severity={v.severity} />,
              width: 110,
            },
            {
              id: 'resource',
              header: BUILDER_VIEW.import.resource,
              cell: (v) => <BreakableId id={v.resource} />,
            },
            {
              id: 'finding',
              header: BUILDER_VIEW.import.finding,
              // what the rule checks, then what was found here (a finding's title is its message)
              cell: (v) => (
                <Box>
                  <Box fontWeight="bold">{v.rule_title}</Box>
                  <Box variant="small">{v.title}</Box>
                </Box>
              ),
            },
            {
              id: 'fix',
              header: BUILDER_VIEW.import.howToFix,
              // the button sits under the remediation it applies: a column of its own was squeezed
              // to one letter a line beside long findings
              cell: (v) => (
                <SpaceBetween size="xs">
                  <Box>{v.remediation}</Box>
                  {v.auto_fix_available && v.status === 'fail' ? (
                    <Button
                      loading={fixing === v.violation_id}
                      disabled={fixing !== undefined}
                      ariaLabel={BUILDER_VIEW.import.applyFixOn(v.rule_id, v.resource)}
                      onClick={() => void fix(v)}
                    >
                      {BUILDER_VIEW.import.applyFix}
                    </Button>
                  ) : null}
                </SpaceBetween>
              ),
            },
          ]}
        />
      )}
    </Container>
  );
}
