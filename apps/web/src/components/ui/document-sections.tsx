import { Stack, Text, Title } from '@mantine/core';

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

/** Numbered-free headed sections of running text (terms, legal notice, reimbursement). */
export function DocumentSections({ sections }: { sections: DocumentSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <section key={section.heading}>
          <Title order={2} size="h3" mb="xs">
            {section.heading}
          </Title>
          <Stack gap="xs">
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
