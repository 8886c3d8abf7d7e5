import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ReactStage {
  /** Where the current test renders. */
  readonly container: HTMLElement;
  render(node: ReactNode): void;
}

/** A fresh React root for each test of the calling suite, unmounted and removed after it. */
export function useReactRoot(): ReactStage {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    render: (node) => act(() => root.render(node)),
  };
}
