/** The analysis board's move list: the game tree's main line, and its side lines with Promote and Delete. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { makeSquare, PASS, type Square } from '../../core/index.js';
import type { AnalysisBoard, AnalysisState } from './analysisBoard.js';
import type { AnalysisTranslate } from './messages/index.js';
import type { Path, TreeNode } from './tree.js';

/** The moves of the tree: the main line, and under the move each side line leaves from, the side
 * line with its Promote and Delete. The move shown is marked. */
export function TreeMoves({
  state,
  board,
  t,
}: {
  state: AnalysisState;
  board: AnalysisBoard;
  t: AnalysisTranslate;
}) {
  const current = state.path.join('.');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  /** The moves of the line that goes on from `from` (at `path`, `placed` discs placed by then), each
   * followed by the side lines that leave from the position before it. */
  const lineFrom = (from: TreeNode, path: Path, placed: number, depth: number): ComponentChildren[] => {
    const out: ComponentChildren[] = [];
    let node = from;
    let p = path;
    let discs = placed;
    while (node.children.length > 0) {
      const after = (child: TreeNode) => discs + (child.move === PASS ? 0 : 1);
      const child = node.children[0];
      const childPath = [...p, 0];
      out.push(moveButton(child, childPath, after(child), depth));
      for (let i = 1; i < node.children.length; i++) {
        const side = node.children[i];
        const sidePath = [...p, i];
        out.push(
          <div class="side-line" key={`line-${sidePath.join('.')}`} data-line={sidePath.join('.')}>
            {moveButton(side, sidePath, after(side), depth + 1)}
            {lineFrom(side, sidePath, after(side), depth + 1)}
            <span class="line-actions">
              <button type="button" class="small" onClick={() => board.promoteLine(sidePath)}>
                {t('promoteLine')}
              </button>
              <button type="button" class="small" onClick={() => board.deleteLine(sidePath)}>
                {t('deleteLine')}
              </button>
            </span>
          </div>,
        );
      }
      discs = after(child);
      node = child;
      p = childPath;
    }
    return out;
  };

  const moveButton = (node: TreeNode, path: Path, number: number, depth: number) => {
    const id = path.join('.');
    const main = depth === 0;
    return (
      <button
        type="button"
        key={`move-${id}`}
        class={`tree-move${node.position.turn === 'white' ? ' by-black' : ' by-white'}`}
        data-path={id}
        data-ply={main ? path.length : undefined}
        data-move={node.move === PASS ? 'pass' : makeSquare(node.move as Square)}
        aria-current={id === current ? 'true' : undefined}
        onClick={() => board.goTo(path)}
      >
        {node.move === PASS ? (
          <span class="pass-move">{t('passMove')}</span>
        ) : (
          <>
            <span class="move-number">{number}.</span>
            {makeSquare(node.move as Square)}
          </>
        )}
      </button>
    );
  };

  const root = state.root;
  return (
    <div class="tree-moves" ref={list}>
      <button
        type="button"
        class="tree-move start"
        data-path=""
        data-ply={0}
        aria-current={current === '' ? 'true' : undefined}
        onClick={() => board.goTo([])}
      >
        {t('startPosition')}
      </button>
      {lineFrom(root, [], 0, 0)}
    </div>
  );
}
