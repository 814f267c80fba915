"""A reader of MLIR's generic op form, as ``mlir-opt --mlir-print-op-generic`` and xDSL print it.

``parse(text)`` gives the top-level ``Op`` tree: every op with its result names, operand names,
successors, properties and attributes (as raw text per key, read on demand by ``tools.check.attrs``),
regions of blocks, its type signature and its location, resolved through ``#locN`` aliases to
``(file, line, col)`` of the input op it came from (the first file location of a fused or call-site
location). Every op and block also keeps its span in the text, so that ``tools.check.reference``
can rewrite a module by editing text. Nothing here knows any dialect.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smem_opt.tools.toolchain import unescape_mlir_string

Loc = tuple[str, int, int]
"""(file, line, column) of an input op."""


class ParseFailure(Exception):
    """The text is not generic MLIR as this reader knows it."""


@dataclass(eq=False)
class Block:
    label: str
    args: list[tuple[str, str]]
    """(name, type text) per block argument."""
    ops: list["Op"] = field(default_factory=list)
    header_start: int = -1
    """Where the ``^label(...)`` header starts (-1: the block has no header)."""
    header_end: int = -1
    """Just after the header's ``:`` (or where the first op starts when there is no header)."""


@dataclass(eq=False)
class Region:
    blocks: list[Block] = field(default_factory=list)


@dataclass(eq=False)
class Op:
    name: str
    results: list[str]
    """One name per result (``%0:2`` gives ``%0#0``, ``%0#1``)."""
    operands: list[str]
    successors: list[str]
    props: dict[str, str]
    attrs: dict[str, str]
    regions: list[Region]
    operand_types: list[str]
    result_types: list[str]
    loc_text: str
    start: int
    end: int
    props_span: tuple[int, int] | None = None
    attrs_span: tuple[int, int] | None = None
    loc: Loc | None = None

    def attr(self, key: str) -> str | None:
        """A property or attribute's raw text (properties first)."""
        found = self.props.get(key)
        return found if found is not None else self.attrs.get(key)

    def walk(self):
        yield self
        for region in self.regions:
            for block in region.blocks:
                for op in block.ops:
                    yield from op.walk()


_SPACE = re.compile(r"(?:\s+|//[^\n]*)*")
_VALUE = re.compile(r"%[\w$.\-]+(?:#\d+)?")
_RESULT = re.compile(r"(%[\w$.\-]+)(?::(\d+))?")
_LABEL = re.compile(r"\^[\w$.\-]+")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r'->|>=|<=|[\[\](){}<>"]')
_OPENERS = "([{<"
_LOC_ALIAS_DEF = re.compile(r"^(#loc\w*)\s*=\s*loc\((.*)\)\s*$", re.M)
_FILE_LOC = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)')


def skip_balanced(text: str, pos: int) -> int:
    """The index just after the bracketed group that opens at ``pos``."""
    depth = 0
    i = pos
    n = len(text)
    while i < n:
        m = _BRACKET.search(text, i)
        if m is None:
            break
        tok = m.group(0)
        i = m.end()
        if len(tok) == 2:
            continue
        if tok == '"':
            s = _STRING.match(text, m.start())
            if s is None:
                raise ParseFailure(f"unterminated string at offset {m.start()}")
            i = s.end()
            continue
        if tok in _OPENERS:
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return i
    raise ParseFailure(f"unbalanced brackets from offset {pos}")


def split_top(text: str, sep: str = ",") -> list[str]:
    """``text`` split at ``sep`` outside brackets and strings, each piece stripped."""
    pieces: list[str] = []
    depth = 0
    start = 0
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            s = _STRING.match(text, i)
            i = s.end() if s else n
            continue
        if text.startswith(("->", ">=", "<="), i):
            i += 2
            continue
        if ch in _OPENERS:
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == sep and depth == 0:
            pieces.append(text[start:i].strip())
            start = i + 1
        i += 1
    last = text[start:].strip()
    if last or pieces:
        pieces.append(last)
    return pieces


def parse_dict(body: str) -> dict[str, str]:
    """``key = value, flag, ...`` (the inside of ``{...}``) as key -> raw value (``unit`` for a flag)."""
    out: dict[str, str] = {}
    for piece in split_top(body):
        if not piece:
            continue
        key, eq, value = piece.partition("=")
        key = key.strip()
        if key.startswith('"') and key.endswith('"'):
            key = key[1:-1]
        out[key] = value.strip() if eq else "unit"
    return out


def split_function_type(sig: str) -> tuple[list[str], list[str]]:
    """``(a, b) -> (c)`` or ``(a) -> c`` as (input types, result types)."""
    sig = sig.strip()
    if not sig.startswith("("):
        raise ParseFailure(f"expected a function type, got '{sig[:60]}'")
    close = skip_balanced(sig, 0)
    inputs = split_top(sig[1 : close - 1])
    rest = sig[close:].strip()
    if not rest.startswith("->"):
        raise ParseFailure(f"expected '->' in '{sig[:80]}'")
    rest = rest[2:].strip()
    if rest.startswith("("):
        end = skip_balanced(rest, 0)
        if end == len(rest):
            return inputs, split_top(rest[1:-1])
    return inputs, [rest]


class _Reader:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.n = len(text)

    def space(self) -> None:
        match = _SPACE.match(self.text, self.pos)
        assert match is not None  # the pattern matches the empty string
        self.pos = match.end()

    def peek(self, s: str) -> bool:
        return self.text.startswith(s, self.pos)

    def expect(self, s: str) -> None:
        self.space()
        if not self.text.startswith(s, self.pos):
            raise ParseFailure(f"expected '{s}' at offset {self.pos}: '{self.text[self.pos:self.pos + 60]}'")
        self.pos += len(s)

    def optional_dict(self, opener: str, closer: str) -> tuple[dict[str, str], tuple[int, int] | None]:
        """The entries of a dictionary between ``opener`` and ``closer`` (properties ``<{...}>``,
        attributes ``{...}``) when one starts here, and its span; else nothing."""
        if not self.text.startswith(opener, self.pos):
            return {}, None
        s, e = self.group()
        entries = parse_dict(self.text[s + len(opener) : e - len(closer)])
        self.space()
        return entries, (s, e)

    def group(self) -> tuple[int, int]:
        """The span of the bracketed group at the cursor; the cursor moves past it."""
        start = self.pos
        self.pos = skip_balanced(self.text, start)
        return start, self.pos

    def op(self) -> Op:
        self.space()
        start = self.pos
        text = self.text
        results: list[str] = []
        if text.startswith("%", self.pos):
            while True:
                m = _RESULT.match(text, self.pos)
                if m is None:
                    raise ParseFailure(f"bad result name at offset {self.pos}")
                count = int(m.group(2)) if m.group(2) else 1
                name = m.group(1)
                results.extend([name] if count == 1 and not m.group(2) else [f"{name}#{k}" for k in range(count)])
                self.pos = m.end()
                self.space()
                if text.startswith(",", self.pos):
                    self.pos += 1
                    self.space()
                    continue
                break
            self.expect("=")
            self.space()
        m = _STRING.match(text, self.pos)
        if m is None:
            raise ParseFailure(f"expected an op name at offset {self.pos}: '{text[self.pos:self.pos + 60]}'")
        name = m.group(0)[1:-1]
        self.pos = m.end()
        self.expect("(")
        operands: list[str] = []
        self.space()
        while not text.startswith(")", self.pos):
            m = _VALUE.match(text, self.pos)
            if m is None:
                raise ParseFailure(f"bad operand at offset {self.pos}")
            operands.append(m.group(0))
            self.pos = m.end()
            self.space()
            if text.startswith(",", self.pos):
                self.pos += 1
                self.space()
        self.pos += 1
        self.space()
        successors: list[str] = []
        if text.startswith("[", self.pos):
            s, e = self.group()
            successors = [x for x in split_top(text[s + 1 : e - 1]) if x]
            self.space()
        props, props_span = self.optional_dict("<{", "}>")
        regions: list[Region] = []
        if text.startswith("(", self.pos):
            self.pos += 1
            while True:
                regions.append(self.region())
                self.space()
                if text.startswith(",", self.pos):
                    self.pos += 1
                    continue
                break
            self.expect(")")
            self.space()
        attrs, attrs_span = self.optional_dict("{", "}")
        self.expect(":")
        self.space()
        sig_start = self.pos
        self.group()  # the input types
        self.expect("->")
        self.space()
        if text.startswith("(", self.pos):
            self.group()
        else:
            self._type()
        sig = text[sig_start : self.pos]
        operand_types, result_types = split_function_type(sig)
        loc_text = ""
        save = self.pos
        self.space()
        if text.startswith("loc(", self.pos):
            self.pos += 3
            s, e = self.group()
            loc_text = text[s + 1 : e - 1]
        else:
            self.pos = save
        if len(result_types) == 1 and result_types[0] == "" or result_types == []:
            result_types = []
        return Op(name, results, operands, successors, props, attrs, regions,
                  [t for t in operand_types if t], result_types, loc_text, start, self.pos,
                  props_span, attrs_span)

    def _type(self) -> None:
        """Move past one type (a result type written without parentheses)."""
        text = self.text
        m = re.compile(r"[!\w.]+").match(text, self.pos)
        if m is None:
            raise ParseFailure(f"expected a type at offset {self.pos}")
        self.pos = m.end()
        if text.startswith("<", self.pos):
            self.group()

    def region(self) -> Region:
        self.expect("{")
        region = Region()
        text = self.text
        block: Block | None = None
        while True:
            self.space()
            if text.startswith("}", self.pos):
                self.pos += 1
                if block is not None:
                    region.blocks.append(block)
                return region
            if text.startswith("^", self.pos):
                if block is not None:
                    region.blocks.append(block)
                header_start = self.pos
                m = _LABEL.match(text, self.pos)
                if m is None:
                    raise ParseFailure(f"bad block label at offset {self.pos}")
                self.pos = m.end()
                args: list[tuple[str, str]] = []
                if text.startswith("(", self.pos):
                    s, e = self.group()
                    for piece in split_top(text[s + 1 : e - 1]):
                        if not piece:
                            continue
                        arg_name, _, rest = piece.partition(":")
                        rest = rest.strip()
                        at = rest.rfind(" loc(")
                        args.append((arg_name.strip(), rest[:at].strip() if at >= 0 else rest))
                self.expect(":")
                block = Block(m.group(0), args, [], header_start, self.pos)
                continue
            if block is None:
                block = Block("", [], [], -1, self.pos)
            block.ops.append(self.op())


def _resolve_locations(root: Op, text: str) -> None:
    aliases = {m.group(1): m.group(2) for m in _LOC_ALIAS_DEF.finditer(text)}
    cache: dict[str, Loc | None] = {}

    def resolve(body: str, depth: int = 0) -> Loc | None:
        if body in cache:
            return cache[body]
        found: Loc | None = None
        m = _FILE_LOC.search(body)
        alias = re.search(r"#loc\w*", body)
        if m is not None and (alias is None or m.start() < alias.start()):
            found = (m.group(1), int(m.group(2)), int(m.group(3)))
        elif alias is not None and depth < 50:
            for a in re.finditer(r"#loc\w*", body):
                target = aliases.get(a.group(0))
                if target is not None and (found := resolve(target, depth + 1)) is not None:
                    break
        cache[body] = found
        return found

    for op in root.walk():
        if op.loc_text:
            op.loc = resolve(op.loc_text)


def parse(text: str) -> Op:
    """The top-level op of ``text`` (a ``builtin.module``), locations resolved."""
    reader = _Reader(text)
    reader.space()
    if text.startswith("#", reader.pos):
        # alias definitions before the module: skip them (locations are read separately)
        while text.startswith("#", reader.pos):
            reader.pos = text.find("\n", reader.pos) + 1 or reader.n
            reader.space()
    root = reader.op()
    _resolve_locations(root, text)
    return root


def functions(root: Op, name: str) -> list[Op]:
    """Every op named ``name`` (e.g. ``llvm.func``) anywhere under ``root``."""
    return [op for op in root.walk() if op.name == name]


def string_value(raw: str | None) -> str | None:
    """The contents of a string attribute (``"abc"``), unescaped; None when absent."""
    if raw is None:
        return None
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        return None
    return unescape_mlir_string(raw[1:-1])


def symbol_name(raw: str | None) -> str | None:
    """``@name`` or ``@"name"`` as ``name``."""
    if raw is None:
        return None
    raw = raw.strip()
    if raw.startswith('@"'):
        return unescape_mlir_string(raw[2:-1])
    return raw[1:] if raw.startswith("@") else None
