"""Writes public/locale/locale.constant-<lang>.json from a flat {key: text} dict module in scripts/ (nested by the first dot)."""
import importlib, json, pathlib, sys

def nest(flat):
    tree = {}
    for key, text in sorted(flat.items()):
        *branches, leaf = key.split('.')
        node = tree
        for branch in branches:
            node = node.setdefault(branch, {})
        node[leaf] = text
    return tree

lang = sys.argv[1]
module = importlib.import_module(lang)
flat = getattr(module, 'TEXTS', None) or getattr(module, 'EN')
out = pathlib.Path(__file__).parent.parent / 'public' / 'locale' / f'locale.constant-{lang}.json'
out.write_text(json.dumps(nest(flat), ensure_ascii=False, indent=2) + '\n', encoding='utf-8')
print(out, len(flat))
