/** A reading's text, paragraph by paragraph (answers separate paragraphs with blank lines). */
export function ReadingText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index} className="mb-4 whitespace-pre-line last:mb-0">
            {paragraph}
          </p>
        ))}
    </div>
  );
}
