import '@mantine/core/styles.css';
import '@xyflow/react/dist/style.css';
import { MantineProvider } from '@mantine/core';
import { ReactFlow, ViewportPortal } from '@xyflow/react';
import { createRoot } from 'react-dom/client';

/**
 * The anchor of the editor's cold load (bench/README.md): the fixed stack alone, React with Mantine's
 * provider and React Flow, asks for the same model answer as the editor and draws its first 15 steps as
 * plain boxes (`.pm-step`, what the probe waits for). No router, query cache, texts, shell or layout.
 */
interface Answer {
  steps: { id: string; name?: string }[];
}

const id = location.pathname.split('/').pop() ?? '';
const answer = fetch(`/api/process_model/${id}/edit`).then((response) => response.json() as Promise<Answer>);

function Floor({ names }: { names: string[] }) {
  return (
    <MantineProvider>
      <div style={{ height: '100vh' }}>
        <ReactFlow nodes={[]} edges={[]} defaultViewport={{ x: 0, y: 0, zoom: 0.6 }}>
          <ViewportPortal>
            {names.map((name, index) => (
              <div
                key={name + String(index)}
                className="pm-step"
                style={{
                  position: 'absolute',
                  left: 40,
                  top: index * 80,
                  width: 160,
                  height: 60,
                  border: '1px solid',
                }}
              >
                {name}
              </div>
            ))}
          </ViewportPortal>
        </ReactFlow>
      </div>
    </MantineProvider>
  );
}

void answer.then(({ steps }) => {
  const names = steps.slice(0, 15).map((step) => step.name ?? step.id);
  createRoot(document.getElementById('root') as HTMLElement).render(<Floor names={names} />);
});
