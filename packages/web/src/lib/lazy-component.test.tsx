import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('lazyComponent', () => {
  it('suspends until the code is in when nothing asked for it before', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    render(inSuspense(<LazyGreeting name="Ada" />));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preload() has brought the code', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    await LazyGreeting.preload();
    render(inSuspense(<LazyGreeting name="Grace" />));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });

  it('asks for the code once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    const first = LazyGreeting.preload();
    const second = LazyGreeting.preload();
    render(inSuspense(<LazyGreeting name="Edsger" />));
    await Promise.all([first, second]);
    expect(await screen.findByText('Hello Edsger')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a mounted instance when its code arrives (no second mount)', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    function Counter({ label }: { label: string }) {
      return <p>{label}</p>;
    }
    const LazyCounter = lazyComponent(() => new Promise<typeof Counter>((done) => (resolve = done)));
    const { rerender } = render(inSuspense(<LazyCounter label="one" />));
    resolve(Counter);
    expect(await screen.findByText('one')).toBeTruthy();
    const paragraph = screen.getByText('one');
    rerender(inSuspense(<LazyCounter label="two" />));
    expect(screen.getByText('two')).toBe(paragraph);
  });
});
