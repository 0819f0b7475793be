import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useMemo, useState } from 'react';
import { templatesImport } from '#shared/api/endpoints/templates';
import type { TemplateDetail } from '#shared/api/template-schema';
import { COMMON } from '#shared/messages';
import { BUILDER_VIEW } from '#shared/messages/builder';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { apiCall, detailOr } from '#web/api/client';
import { wordsMatch } from '#web/components/words-match';
import { BreakableId } from '../../../components/BreakableId';
import { CollectionTable } from '../../../components/CollectionTable';
import { useNotifications } from '../../../notifications/NotificationsContext';
import { residencyOf, useResidency } from '../../../settings/use-residency';
import { FixDiff } from '../../compliance/FixDiff';
import { SeverityBadge } from '../../compliance/SeverityCounts';
import type { ReviewedFinding } from './review';

interface Props {
  template: TemplateDetail;
  region: string;
  /** the fixed template was saved: reload it */
  onFixed: () => void;
}

/** A fix worked out on the page and shown as a diff before anything is saved. */
interface Proposal {
  finding: ReviewedFinding;
  text: string;
  changes: string[];
}

/**
 * The review of an imported template: every finding with its remediation, and 'Apply fix' for
 * those the engine fixes on its own. The fix is first shown as the compliance page shows one (what
 * changes, and the template's diff); only 'Apply fix' there saves the fixed text over the template
 * (checked again by the server, so a fix never leaves a half-saved template).
 */
export function TemplateFindings({ template, region, onFixed }: Props) {
  const { notify } = useNotifications();
  const residency = useResidency();
  const settings = useMemo(() => residencyOf(residency), [residency]);
  const [findings, setFindings] = useState<ReviewedFinding[]>();
  const [fixing, setFixing] = useState<string>();
  const [proposal, setProposal] = useState<Proposal>();
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

  const propose = async (violation: ReviewedFinding) => {
    try {
      const { applyFix } = await import('./review');
      const fixed = applyFix(template.template_body, violation.violation_id, region, settings);
      if (fixed.text === template.template_body) throw new Error('nothing to change');
      setProposal({ finding: violation, ...fixed });
    } catch (error) {
      notify({ id: 'template-fix', type: 'error', header: detailOr(error, BUILDER_VIEW.import.fixFailed) });
    }
  };

  const save = async ({ finding: violation, text, changes }: Proposal) => {
    setFixing(violation.violation_id);
    try {
      await apiCall(templatesImport, {
        body: { name: template.name, template_body: text, replaces: template.template_id },
      });
      setProposal(undefined);
      notify({
        id: 'template-fix',
        type: 'success',
        header: BUILDER_VIEW.import.fixApplied(violation.resource, changes.join('; ')),
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
                      onClick={() => void propose(v)}
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
      {proposal && (
        <Modal
          visible
          size="large"
          onDismiss={() => setProposal(undefined)}
          header={BUILDER_VIEW.import.reviewFixTitle(proposal.finding.rule_id, proposal.finding.resource)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => setProposal(undefined)}>
                  {COMPLIANCE_VIEW.fix.cancel}
                </Button>
                <Button variant="primary" loading={fixing !== undefined} onClick={() => void save(proposal)}>
                  {BUILDER_VIEW.import.applyFix}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          <SpaceBetween size="s">
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {proposal.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <FixDiff original={template.template_body} patched={proposal.text} />
          </SpaceBetween>
        </Modal>
      )}
    </Container>
  );
}
