import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARDS } from '#common/oracle.ts';
import { CardArt } from './card-art.tsx';
import { CardBack } from './card-back.tsx';
import { MOTIFS } from './card-motifs.tsx';

describe('CardArt', () => {
  it.each(CARDS.map((card) => card.key))('renders the art of %s as a decorative svg', (key) => {
    const { container } = render(<CardArt cardKey={key} className="w-16" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('viewBox', '0 0 200 300');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('w-16');
    expect(svg?.querySelector('title')).toBeNull();
    expect(svg?.querySelector('text, image, style, script')).toBeNull();
  });

  it('names the image with the title', () => {
    render(<CardArt cardKey="compass" title="The Compass" />);
    const img = screen.getByRole('img', { name: 'The Compass' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('keeps gradient ids unique when several cards share a page', () => {
    const { container } = render(
      <>
        <CardArt cardKey="egg" title="The Egg" />
        <CardArt cardKey="egg" title="The Egg" />
        <CardArt cardKey="nope" />
        <CardBack />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole('img', { name: 'The Egg' })).toHaveLength(2);
  });

  it('renders the card back for an unknown key without throwing', () => {
    const { container } = render(<CardArt cardKey="not-a-card" title="Mystery" />);
    expect(screen.getByRole('img', { name: 'Mystery' })).toBeInTheDocument();
    expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(1);
  });

  it('renders the prototype-ish key "toString" as the card back', () => {
    expect(() => render(<CardArt cardKey="toString" />)).not.toThrow();
  });
});

describe('CardBack', () => {
  it('is decorative', () => {
    const { container } = render(<CardBack className="size-20" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-20');
  });
});

describe('MOTIFS', () => {
  it('has exactly one motif per card', () => {
    expect(Object.keys(MOTIFS).sort()).toEqual(CARDS.map((card) => card.key).sort());
    expect(Object.keys(MOTIFS)).toHaveLength(44);
  });
});
