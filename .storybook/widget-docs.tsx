/**
 * The Docs page of each stories file (Storybook's autodocs entry, `…--docs`): for every widget
 * the file's title names, what it is, the markup its README says it expects, its attributes and
 * events from the Custom Elements Manifest (custom-elements.json, generated from the code) and
 * the README's own words on them; then the file's stories, each in its own frame.
 *
 * Storybook's docs entries are rendered by the renderer `parameters.docs.renderer` returns
 * (preview.tsx); this one needs no docs addon. Stories are framed, not rendered inline: each
 * installs its own fake shop and page globals, which would collide on one page.
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { DocsContextProps, DocsRenderFunction, Renderer } from 'storybook/internal/types';
import manifest from '../custom-elements.json';
import { documentedTags, inlineParts, markdownBlocks, readmeSection, type Block } from '../stories/widget-docs';

interface ManifestElement {
  tagName: string;
  description?: string;
  attributes: Array<{ name: string; type?: { text: string }; description?: string }>;
  events: Array<{ name: string; type?: { text: string }; description?: string }>;
}

const elements = new Map((manifest as { modules: Array<{ declarations: ManifestElement[] }> }).modules.flatMap((module) => module.declarations).map((element) => [element.tagName, element]));

const readmes = import.meta.glob<string>('../widgets/*/README.md', { query: '?raw', import: 'default' });
const readmeOf = (tag: string) => readmes[`../widgets/${tag.replace(/^sf-/, '')}/README.md`]?.() ?? Promise.resolve('');

function Inline({ text }: { text: string }) {
  return <>{inlineParts(text).map((part, index) => (part.kind === 'code' ? <code key={index}>{part.text}</code> : part.kind === 'strong' ? <strong key={index}>{part.text}</strong> : part.text))}</>;
}

function Markdown({ text }: { text: string }) {
  const render = (block: Block, index: number): ReactNode => {
    switch (block.kind) {
      case 'code':
        return (
          <pre key={index} className="sf-docs__code" tabIndex={0}>
            <code>{block.text}</code>
          </pre>
        );
      case 'heading':
        return (
          <h4 key={index}>
            <Inline text={block.text} />
          </h4>
        );
      case 'list':
        return (
          <ul key={index}>
            {block.items.map((item, n) => (
              <li key={n}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        );
      case 'table': {
        const [head = [], ...rows] = block.rows;
        return (
          <table key={index} className="sf-docs__table">
            <thead>
              <tr>
                {head.map((cell, n) => (
                  <th key={n} scope="col">
                    <Inline text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, n) => (
                    <td key={n}>
                      <Inline text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      }
      default:
        return (
          <p key={index}>
            <Inline text={block.text} />
          </p>
        );
    }
  };
  return <>{markdownBlocks(text).map(render)}</>;
}

function Members({ caption, rows, typeHeading }: { caption: string; rows: ManifestElement['attributes']; typeHeading: string }) {
  if (!rows.length) return <p>None.</p>;
  return (
    <table className="sf-docs__table">
      <caption className="screen-reader-text">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">{typeHeading}</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td>
              <code>{row.type?.text ?? ''}</code>
            </td>
            <td>{row.description ? <Inline text={row.description} /> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The README's words on a subject, folded: the tables above are the reference. */
function ReadmeWords({ summary, text }: { summary: string; text: string }) {
  if (!text) return null;
  return (
    <details className="sf-docs__readme">
      <summary>{summary}</summary>
      <Markdown text={text} />
    </details>
  );
}

function WidgetSpec({ tag, readme }: { tag: string; readme: string }) {
  const element = elements.get(tag);
  const markup = readmeSection(readme, 'Markup');
  return (
    <section className="sf-docs__widget" aria-labelledby={`docs-${tag}`}>
      <h2 id={`docs-${tag}`}>
        <code>{`<${tag}>`}</code>
      </h2>
      {element?.description ? (
        <p>
          <Inline text={element.description} />
        </p>
      ) : null}
      <h3>Markup</h3>
      {markup ? <Markdown text={markup} /> : <p>The README names no markup.</p>}
      <h3>Attributes</h3>
      <Members caption={`Attributes of ${tag}`} rows={element?.attributes ?? []} typeHeading="Type" />
      <ReadmeWords summary="Attributes and configuration (README)" text={readmeSection(readme, 'Attributes')} />
      <h3>Events</h3>
      <Members caption={`Events ${tag} dispatches`} rows={element?.events ?? []} typeHeading="Event" />
      <ReadmeWords summary="Events (README)" text={readmeSection(readme, 'Events')} />
    </section>
  );
}

function DocsPage({ title, specs, stories }: { title: string; specs: Array<{ tag: string; readme: string }>; stories: Array<{ id: string; name: string }> }) {
  return (
    <main className="sf-docs">
      <h1>{title.split('/').pop()}</h1>
      {specs.map((spec) => (
        <WidgetSpec key={spec.tag} {...spec} />
      ))}
      <section aria-labelledby="docs-stories">
        <h2 id="docs-stories">Stories</h2>
        {stories.map((story) => (
          <section key={story.id} className="sf-docs__story" aria-labelledby={`docs-story-${story.id}`}>
            <h3 id={`docs-story-${story.id}`}>
              {story.name}{' '}
              <a href={`./?path=/story/${story.id}`} target="_top">
                open the story
              </a>
            </h3>
            <iframe title={story.name} src={`iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`} loading="lazy" className="sf-docs__frame" />
          </section>
        ))}
      </section>
    </main>
  );
}

const roots = new WeakMap<HTMLElement, Root>();

const render: DocsRenderFunction<Renderer> = async (context: DocsContextProps<Renderer>, _parameters, element) => {
  const stories = context.componentStories();
  const title = stories[0]?.title ?? '';
  const specs = await Promise.all(documentedTags(title).map(async (tag) => ({ tag, readme: await readmeOf(tag) })));
  let root = roots.get(element);
  if (!root) roots.set(element, (root = createRoot(element)));
  root.render(<DocsPage title={title} specs={specs} stories={stories.map((story) => ({ id: story.id, name: story.name }))} />);
};

export const widgetDocsRenderer = {
  render,
  unmount(element: HTMLElement) {
    roots.get(element)?.unmount();
    roots.delete(element);
  },
};
