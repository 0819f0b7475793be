import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Artifact } from '#shared/generation/artifacts';
import { STUDIO } from '#shared/messages/studio';
import { saveFile } from '#web/components/download';
import { Markdown } from './Markdown';

/** The review notes, rendered: requirements, decisions, assumptions and each agent's verdict. */
export function ReviewTab({ review, onAudit }: { review: Artifact; onAudit: () => void }) {
  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          iconName="download"
          onClick={() => saveFile(review.content, review.name, review.content_type)}
        >
          {STUDIO.review.downloadNotes}
        </Button>
        <Button iconName="download" onClick={onAudit}>
          {STUDIO.review.downloadAudit}
        </Button>
      </SpaceBetween>
      <Box>
        <div className="sahab-review" data-testid="studio-review">
          <Markdown source={review.content} />
        </div>
      </Box>
    </SpaceBetween>
  );
}
