import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FolderNode } from '../../../contract/documents';

interface FolderTreeProps {
  roots: FolderNode[];
  selectedId: number | null;
  onSelect: (folderId: number) => void;
}

interface Visible {
  node: FolderNode;
  depth: number;
  parentId: number | null;
}

/** The folders a person sees: top level, then the children of every expanded folder. */
function visibleOf(roots: FolderNode[], expanded: ReadonlySet<number>): Visible[] {
  const out: Visible[] = [];
  const walk = (nodes: FolderNode[], depth: number, parentId: number | null) => {
    for (const node of nodes) {
      out.push({ node, depth, parentId });
      if (expanded.has(node.folder_id)) walk(node.children, depth + 1, node.folder_id);
    }
  };
  walk(roots, 1, null);
  return out;
}

/** The ancestors of a folder (to open the tree down to it). */
function ancestorsOf(roots: FolderNode[], id: number): number[] {
  const find = (nodes: FolderNode[], trail: number[]): number[] | null => {
    for (const n of nodes) {
      if (n.folder_id === id) return trail;
      const hit = find(n.children, [...trail, n.folder_id]);
      if (hit) return hit;
    }
    return null;
  };
  return find(roots, []) ?? [];
}

/**
 * The folder tree (WAI-ARIA tree pattern): one tab stop; Up/Down move,
 * Right opens a folder or goes to its first child, Left closes it or goes to
 * its parent, Home/End, Enter or Space opens the folder's documents.
 */
export default function FolderTree({ roots, selectedId, onSelect }: FolderTreeProps) {
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(selectedId ? ancestorsOf(roots, selectedId) : []));
  const [focusedId, setFocusedId] = useState<number | null>(selectedId);
  const items = useRef(new Map<number, HTMLLIElement>());
  const moveFocus = useRef(false);
  const visible = useMemo(() => visibleOf(roots, expanded), [roots, expanded]);

  // A folder chosen elsewhere (breadcrumb, a new folder) is shown: its parents open.
  useEffect(() => {
    if (selectedId === null) return;
    const up = ancestorsOf(roots, selectedId);
    setExpanded((prev) => (up.every((id) => prev.has(id)) ? prev : new Set([...prev, ...up])));
  }, [roots, selectedId]);

  const tabStop = visible.some((v) => v.node.folder_id === focusedId) ? focusedId : (visible.find((v) => v.node.folder_id === selectedId)?.node.folder_id ?? visible[0]?.node.folder_id);

  useEffect(() => {
    if (moveFocus.current && tabStop !== undefined && tabStop !== null) items.current.get(tabStop)?.focus();
    moveFocus.current = false;
  }, [tabStop, visible]);

  const focusOn = (id: number) => {
    moveFocus.current = true;
    setFocusedId(id);
  };
  const toggle = (id: number, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  function onKeyDown(e: KeyboardEvent, v: Visible, index: number) {
    const id = v.node.folder_id;
    const hasChildren = v.node.children.length > 0;
    const handled = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    switch (e.key) {
      case 'ArrowDown':
        handled();
        if (visible[index + 1]) focusOn(visible[index + 1].node.folder_id);
        break;
      case 'ArrowUp':
        handled();
        if (visible[index - 1]) focusOn(visible[index - 1].node.folder_id);
        break;
      case 'Home':
        handled();
        if (visible[0]) focusOn(visible[0].node.folder_id);
        break;
      case 'End':
        handled();
        if (visible.length) focusOn(visible[visible.length - 1].node.folder_id);
        break;
      case 'ArrowRight':
        handled();
        if (hasChildren && !expanded.has(id)) toggle(id, true);
        else if (hasChildren) focusOn(v.node.children[0].folder_id);
        break;
      case 'ArrowLeft':
        handled();
        if (hasChildren && expanded.has(id)) toggle(id, false);
        else if (v.parentId !== null) focusOn(v.parentId);
        break;
      case 'Enter':
      case ' ':
        handled();
        onSelect(id);
        break;
    }
  }

  return (
    <ul role="tree" aria-label="Folders" className="list-unstyled mb-0 folder-tree">
      {visible.map((v, index) => {
        const { node } = v;
        const open = expanded.has(node.folder_id);
        const selected = node.folder_id === selectedId;
        return (
          <li
            key={node.folder_id}
            ref={(el) => {
              if (el) items.current.set(node.folder_id, el);
              else items.current.delete(node.folder_id);
            }}
            role="treeitem"
            aria-level={v.depth}
            aria-selected={selected}
            aria-expanded={node.children.length ? open : undefined}
            tabIndex={node.folder_id === tabStop ? 0 : -1}
            className={`d-flex align-items-center rounded px-1 py-1 ${selected ? 'bg-primary text-white' : ''}`}
            style={{ paddingLeft: `${(v.depth - 1) * 1.1 + 0.25}rem`, cursor: 'pointer' }}
            onKeyDown={(e) => onKeyDown(e, v, index)}
            onFocus={() => setFocusedId(node.folder_id)}
            onClick={() => {
              setFocusedId(node.folder_id);
              onSelect(node.folder_id);
            }}
          >
            <span
              aria-hidden="true"
              className="me-1 text-center"
              style={{ width: '1rem' }}
              onClick={(e) => {
                if (!node.children.length) return;
                e.stopPropagation();
                toggle(node.folder_id, !open);
              }}
            >
              {node.children.length ? (open ? '▾' : '▸') : ''}
            </span>
            <span className="text-break">{node.folder_name}</span>
            <span className={`ms-auto ps-2 small ${selected ? '' : 'text-muted'}`}>
              {node.document_count}
              <span className="visually-hidden"> documents</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
