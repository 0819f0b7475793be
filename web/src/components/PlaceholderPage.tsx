import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import './gate-screens.css';

export interface AreaLink {
  text: string;
  to: string;
}

interface Props {
  title: string;
  description: string;
  /** what this area will show, in one or two sentences */
  willHold: string;
  points: readonly string[];
  links: readonly AreaLink[];
}

/** An area whose screens arrive with their own issue: it says what will live here and links on. */
export function PlaceholderPage({ title, description, willHold, points, links }: Props) {
  const navigate = useNavigate();
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={description}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {links.map((link) => (
                <Button
                  key={link.to}
                  href={link.to}
                  onFollow={(event) => {
                    event.preventDefault();
                    void navigate(link.to);
                  }}
                >
                  {link.text}
                </Button>
              ))}
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      }
    >
      <Container>
        <SpaceBetween size="m">
          <Box variant="p">{willHold}</Box>
          <ul className="sahab-checklist">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
