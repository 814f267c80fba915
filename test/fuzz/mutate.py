"""Seed inputs and the deterministic mutations the fuzzer applies to them.

``seed_inputs()`` collects the project's own MLIR (lit tests, examples, bench kernels),
split at ``// -----`` and stripped of comment lines. ``make_case(seeds, base_seed, index)``
derives case ``index`` from ``random.Random(f"{base_seed}:{index}")`` alone, so a case is
reproduced from its two numbers whatever else ran before it. Mutations work on bytes: they
may cut a UTF-8 sequence in half or insert bytes that are not UTF-8 at all.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED_GLOBS = ("test/**/*.mlir", "examples/*.mlir", "bench/kernels/mlir/*.mlir")
SEED_EXCLUDE = ("test/fuzz/", "test/Output/")

Mutator = Callable[[random.Random, bytes, Sequence[bytes]], bytes]


@dataclass(frozen=True)
class Seed:
    name: str
    data: bytes


@dataclass(frozen=True)
class Case:
    base_seed: int
    index: int
    seed_name: str
    mutations: tuple[str, ...]
    data: bytes

    @property
    def label(self) -> str:
        return f"case {self.base_seed}:{self.index} from {self.seed_name} via {'+'.join(self.mutations)}"


def seed_inputs(extra_dirs: Sequence[Path] = (), root: Path = ROOT) -> list[Seed]:
    """Every ``// -----`` piece of the MLIR files of the project at ``root`` (and of
    ``extra_dirs``), in a fixed order."""
    files: set[Path] = set()
    for pattern in SEED_GLOBS:
        files.update(root.glob(pattern))
    for directory in extra_dirs:
        files.update(Path(directory).rglob("*.mlir"))
    seeds: list[Seed] = []
    for path in sorted(files):
        rel = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
        if rel.startswith(SEED_EXCLUDE):
            continue
        for number, piece in enumerate(path.read_bytes().split(b"// -----")):
            lines = [line for line in piece.splitlines(keepends=True) if not line.lstrip().startswith(b"//")]
            text = b"".join(lines).strip(b"\n")
            if text.strip():
                seeds.append(Seed(f"{rel}#{number}", text + b"\n"))
    return seeds


# -- helpers ------------------------------------------------------------------------------


def _lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True) or [b""]


def _replace_match(rng: random.Random, data: bytes, pattern: re.Pattern[bytes], choices: Callable[[bytes], bytes]) -> bytes:
    matches = list(pattern.finditer(data))
    if not matches:
        return data
    m = rng.choice(matches)
    return data[: m.start()] + choices(m.group(0)) + data[m.end() :]


INTERESTING_INTS = (
    b"0", b"1", b"-1", b"2", b"3", b"7", b"255", b"256", b"-128", b"65536", b"2147483647",
    b"2147483648", b"-2147483649", b"4294967296", b"9223372036854775807",
    b"9223372036854775808", b"-9223372036854775809", b"18446744073709551616",
    b"1000000000000000000000000000000", b"0x7fffffff", b"0xffffffffffffffffff", b"1073741824",
    b"4611686018427387904",
)
HUGE_INTS = (
    b"9" * 20, b"1" + b"0" * 40, b"7" * 100, b"1" + b"0" * 400, b"0x" + b"f" * 40, b"-" + b"9" * 30,
    b"18446744073709551615", b"340282366920938463463374607431768211456",
)
FLOATS = (
    b"1e400", b"-1e400", b"1.0e-400", b"3.5e38", b"65520.0", b"1.0e+39", b"0.0", b"-0.0",
    b"0x7FC00000", b"0xFFFFFFFFFFFFFFFFFFFF", b"1.5", b"9" * 400 + b".0", b"1." + b"0" * 300,
)
TYPES = (
    b"f16", b"bf16", b"f32", b"f64", b"i1", b"i4", b"i8", b"i16", b"i32", b"i64", b"index",
    b"ui8", b"si32", b"i0", b"i128", b"f8E4M3FN", b"tf32", b"i100000", b"none",
    b"vector<4xf32>", b"memref<4xf32>", b"complex<f32>", b"tuple<>", b"!llvm.ptr",
)
DIMS = (b"0", b"1", b"3", b"7", b"?", b"-1", b"4294967296", b"9223372036854775807",
        b"9223372036854775808", b"18446744073709551616", b"1" + b"0" * 30, b"", b"x", b"1x1x1x1x1x1x1x1")
SPACES = (
    b"#gpu.address_space<workgroup>", b"#gpu.address_space<global>", b"#gpu.address_space<private>",
    b"#gpu.address_space<bogus>", b"3", b"5", b"-1", b"4294967296", b'"x"', b"#gpu.address_space<>",
    b"#gpu.address_space<workgroup", b"i32", b"strided<[1]>",
)
ATTR_VALUES = (
    b"0 : i64", b"-16 : i64", b"3 : i64", b"4611686018427387904 : i64", b"9223372036854775807 : i64",
    b"18446744073709551616 : i64", b"1 : i32", b"16", b"true", b'"s"', b"[]", b"[1, 2]", b"[0, 1, 1]",
    b"[-1]", b"[4294967296, 1, 1]", b"unit", b"{}", b"array<i64: 1>", b"1.5 : f32", b"dense<1> : tensor<2xi32>",
    b"#gpu.address_space<workgroup>", b"@sym", b"i32",
)
OP_NAMES = (
    b"smem.alloc", b"smem.kernel", b"smem.return", b"memref.alloc", b"memref.view", b"memref.load",
    b"memref.store", b"gpu.barrier", b"scf.for", b"scf.if", b"scf.yield", b"scf.while", b"gpu.func",
    b"gpu.module", b"gpu.return", b"func.func", b"func.return", b"arith.constant", b"arith.addi",
    b"memref.subview", b"nvgpu.device_async_copy", b"gpu.thread_id", b"builtin.module",
)


# -- mutators -----------------------------------------------------------------------------


def truncate(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


def truncate_at_line(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    lines = _lines(data)
    return b"".join(lines[: rng.randrange(len(lines) + 1)])


def delete_line(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    lines = _lines(data)
    del lines[rng.randrange(len(lines))]
    return b"".join(lines)


def swap_lines(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    lines = _lines(data)
    i = rng.randrange(len(lines))
    j = min(len(lines) - 1, i + 1) if rng.random() < 0.5 else rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return b"".join(lines)


def duplicate_line(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    lines = _lines(data)
    line = rng.choice(lines)
    if not line.endswith(b"\n"):
        line += b"\n"
    lines.insert(rng.randrange(len(lines) + 1), line)
    return b"".join(lines)


def move_line_up(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    """Move a line to an earlier position: a use may now come before its definition."""
    lines = _lines(data)
    i = rng.randrange(len(lines))
    line = lines.pop(i)
    if not line.endswith(b"\n"):
        line += b"\n"
    lines.insert(rng.randrange(i + 1), line)
    return b"".join(lines)


def splice_line(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    donor = _lines(rng.choice(donors))
    line = rng.choice(donor)
    if not line.endswith(b"\n"):
        line += b"\n"
    lines = _lines(data)
    lines.insert(rng.randrange(len(lines) + 1), line)
    return b"".join(lines)


_TYPE_RE = re.compile(rb"\b(f16|bf16|f32|f64|i1|i4|i8|i16|i32|i64|index)\b")


def flip_type(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    return _replace_match(rng, data, _TYPE_RE, lambda _: rng.choice(TYPES))


_DIM_RE = re.compile(rb"(?<=[<x])(\d+|\?)(?=x)")


def flip_shape(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    matches = list(_DIM_RE.finditer(data))
    if not matches:
        return data
    m = rng.choice(matches)
    roll = rng.random()
    if roll < 0.2:  # drop the dimension
        return data[: m.start()] + data[m.end() + 1 :]
    if roll < 0.3:  # add one
        return data[: m.start()] + rng.choice(DIMS[:6]) + b"x" + data[m.start() :]
    return data[: m.start()] + rng.choice(DIMS) + data[m.end() :]


_INT_RE = re.compile(rb"(?<![\w#%^@.\-])-?\d+(?![\w.])")


def flip_int(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    return _replace_match(rng, data, _INT_RE, lambda _: rng.choice(INTERESTING_INTS))


def huge_int(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    return _replace_match(rng, data, _INT_RE, lambda _: rng.choice(HUGE_INTS))


_FLOAT_RE = re.compile(rb"(?<![\w.])-?\d+\.\d*(e[+-]?\d+)?")


def flip_float(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    if not _FLOAT_RE.search(data):
        return _replace_match(rng, data, _INT_RE, lambda _: rng.choice(FLOATS))
    return _replace_match(rng, data, _FLOAT_RE, lambda _: rng.choice(FLOATS))


_SPACE_RE = re.compile(rb"#gpu\.address_space<\w+>|(?<=, )[0-9](?=>)")


def flip_memory_space(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    matches = list(_SPACE_RE.finditer(data))
    if not matches:
        return data
    m = rng.choice(matches)
    if rng.random() < 0.2:  # drop ", <space>"
        start = data.rfind(b",", 0, m.start())
        if start >= 0 and m.start() - start <= 2:
            return data[:start] + data[m.end() :]
    return data[: m.start()] + rng.choice(SPACES) + data[m.end() :]


_ATTR_RE = re.compile(rb"\b([a-z_][\w.]*) = ([^,{}\n]+?)(?=[,}\n]| attributes| \{)")


def flip_attribute(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    matches = list(_ATTR_RE.finditer(data))
    if not matches:
        return data
    m = rng.choice(matches)
    roll = rng.random()
    if roll < 0.15:  # drop the entry
        return data[: m.start()] + data[m.end() :]
    if roll < 0.25:  # duplicate it
        return data[: m.end()] + b", " + m.group(0) + data[m.end() :]
    return data[: m.start(2)] + rng.choice(ATTR_VALUES) + data[m.end(2) :]


_OPNAME_RE = re.compile(rb"\b(smem|memref|gpu|scf|arith|func|nvgpu|builtin|vector|affine)\.[a-z_]+\b")


def flip_op_name(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    return _replace_match(rng, data, _OPNAME_RE, lambda _: rng.choice(OP_NAMES))


_USE_RE = re.compile(rb"%[\w$.\-]+")


def rename_value(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    """Replace one ``%name`` with another name of the file: uses before definitions, out of scope, wrong types."""
    names = sorted(set(_USE_RE.findall(data)))
    if not names:
        return data
    return _replace_match(rng, data, _USE_RE, lambda _: rng.choice(names))


_BRACKETS = b"{}()[]<>"


def damage_brackets(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    positions = [i for i, b in enumerate(data) if b in _BRACKETS]
    if positions and rng.random() < 0.6:
        i = rng.choice(positions)
        return data[:i] + data[i + 1 :]
    i = rng.randrange(len(data) + 1)
    return data[:i] + bytes([rng.choice(_BRACKETS)]) * rng.choice((1, 1, 2, 5)) + data[i:]


BAD_BYTES = (b"\xff", b"\xfe", b"\xc3", b"\x80", b"\xe2\x82", b"\xed\xa0\x80", b"\xf5\x80\x80\x80", b"\xc0\xaf", b"\x00", b"\x1b[31m", b"\xef\xbb\xbf")


def insert_bad_bytes(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    i = rng.randrange(len(data) + 1)
    return data[:i] + rng.choice(BAD_BYTES) + data[i:]


def cut_utf8(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    """Insert a multi-byte character, then cut the file inside it."""
    i = rng.randrange(len(data) + 1)
    char = rng.choice(("é", "→", "𝔘", "日本")).encode()
    return data[:i] + char[: rng.randrange(1, len(char))] + (data[i:] if rng.random() < 0.5 else b"")


def unterminated_string(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    letters = bytes(rng.choice(b"abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randrange(10, 80)))
    body = rng.choice((b'"' + letters, b'@"' + letters, b'"' + letters + b"\\", b'"\\x' + letters, b'"' + letters + b"\\q"))
    lines = _lines(data)
    i = rng.randrange(len(lines))
    line = lines[i]
    j = rng.randrange(len(line) + 1)
    lines[i] = line[:j] + body + (b"\n" if rng.random() < 0.5 else line[j:])
    return b"".join(lines)


def deep_nesting(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    depth = rng.choice((100, 900, 3000, 20000))
    kind = rng.randrange(5)
    if kind == 0:
        text = b'"gpu.barrier"() {a = ' + b"[" * depth + b"]" * depth + b"} : () -> ()\n"
    elif kind == 1:
        text = b"%deep = arith.constant 0 : " + b"tuple<" * depth + b">" * depth + b"\n"
    elif kind == 2:
        depth = min(depth, 3000)
        text = b"scf.execute_region {\n" * depth + b"scf.yield\n}\n" * depth
    elif kind == 3:
        text = b"%deep = affine.apply affine_map<(d0) -> (" + b"(" * depth + b"d0" + b")" * depth + b")>(%c0)\n"
    else:
        text = b"%deep = arith.constant " + b"dense<" * depth + b"1" + b">" * depth + b" : tensor<2xi32>\n"
    lines = _lines(data)
    lines.insert(rng.randrange(len(lines) + 1), text)
    return b"".join(lines)


def delete_token(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    tokens = list(re.finditer(rb"[^\s]+", data))
    if not tokens:
        return data
    m = rng.choice(tokens)
    return data[: m.start()] + data[m.end() :]


def duplicate_token(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    tokens = list(re.finditer(rb"[^\s]+", data))
    if not tokens:
        return data
    m = rng.choice(tokens)
    return data[: m.end()] + b" " + m.group(0) + data[m.end() :]


def flip_byte(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    if not data:
        return bytes([rng.randrange(256)])
    i = rng.randrange(len(data))
    value = rng.choice((rng.randrange(32, 127), rng.randrange(256), data[i] ^ (1 << rng.randrange(8))))
    return data[:i] + bytes([value]) + data[i + 1 :]


def delete_range(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    i = rng.randrange(len(data) + 1)
    return data[:i] + data[i + rng.randrange(1, 200) :]


def move_block(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    """Move a run of lines elsewhere: definitions leave their scope, regions lose their ops."""
    lines = _lines(data)
    start = rng.randrange(len(lines))
    block = lines[start : start + rng.randrange(1, 12)]
    rest = lines[:start] + lines[start + len(block) :]
    if block and not block[-1].endswith(b"\n"):
        block[-1] += b"\n"
    at = rng.randrange(len(rest) + 1)
    return b"".join(rest[:at] + block + rest[at:])


_GENERIC_OPS = (
    b"arith.addi", b"arith.addf", b"arith.constant", b"memref.load", b"memref.store", b"memref.view",
    b"memref.subview", b"scf.yield", b"gpu.barrier", b"smem.alloc", b"smem.return", b"scf.if", b"func.call",
    b"memref.alloc", b"memref.dealloc", b"gpu.thread_id", b"smem.async_copy", b"nvgpu.device_async_wait",
)


def insert_generic_op(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    """A generic-form op with operands, types and properties drawn from the file."""
    names = sorted(set(_USE_RE.findall(data))) or [b"%x"]
    types = [m.group(0) for m in _TYPE_RE.finditer(data)] + [b"memref<4xf32, #gpu.address_space<workgroup>>", b"index"]
    operands = [rng.choice(names) for _ in range(rng.randrange(4))]
    in_types = [rng.choice(types) for _ in operands]
    out_types = [rng.choice(types) for _ in range(rng.randrange(3))]
    props = rng.choice((b"", b" <{value = 1 : i32}>", b" <{alignment = 7 : i64}>", b" {name = \"A\"}"))
    results = b", ".join(b"%fz" + str(i).encode() for i in range(len(out_types)))
    text = (results + b" = " if out_types else b"") + b'"' + rng.choice(_GENERIC_OPS) + b'"(' + b", ".join(operands) + b")"
    text += props + b" : (" + b", ".join(in_types) + b") -> (" + b", ".join(out_types) + b")\n"
    lines = _lines(data)
    lines.insert(rng.randrange(len(lines) + 1), text)
    return b"".join(lines)


def swap_tokens(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    tokens = list(re.finditer(rb"[%@^#!]?[\w.$-]+|[^\s\w]", data))
    if len(tokens) < 2:
        return data
    a, b = sorted(rng.sample(range(len(tokens)), 2))
    ma, mb = tokens[a], tokens[b]
    return data[: ma.start()] + mb.group(0) + data[ma.end() : mb.start()] + ma.group(0) + data[mb.end() :]


def empty_like(rng: random.Random, data: bytes, donors: Sequence[bytes]) -> bytes:
    return rng.choice((b"", b"\n", b"// only a comment\n", b"// -----\n", data + b"// -----\n", b"   \t\n\n", b"\xef\xbb\xbf"))


MUTATORS: dict[str, Mutator] = {
    "truncate": truncate,
    "truncate-at-line": truncate_at_line,
    "delete-line": delete_line,
    "swap-lines": swap_lines,
    "duplicate-line": duplicate_line,
    "move-line-up": move_line_up,
    "splice-line": splice_line,
    "flip-type": flip_type,
    "flip-shape": flip_shape,
    "flip-int": flip_int,
    "huge-int": huge_int,
    "flip-float": flip_float,
    "flip-memory-space": flip_memory_space,
    "flip-attribute": flip_attribute,
    "flip-op-name": flip_op_name,
    "rename-value": rename_value,
    "damage-brackets": damage_brackets,
    "insert-bad-bytes": insert_bad_bytes,
    "cut-utf8": cut_utf8,
    "unterminated-string": unterminated_string,
    "deep-nesting": deep_nesting,
    "delete-token": delete_token,
    "duplicate-token": duplicate_token,
    "empty-like": empty_like,
    "flip-byte": flip_byte,
    "delete-range": delete_range,
    "move-block": move_block,
    "insert-generic-op": insert_generic_op,
    "swap-tokens": swap_tokens,
}
# How often each mutator is picked, relative to the others.
WEIGHTS: dict[str, int] = {name: 10 for name in MUTATORS}
WEIGHTS.update({"deep-nesting": 2, "empty-like": 1, "truncate": 6, "cut-utf8": 4, "unterminated-string": 5})


def make_case(seeds: Sequence[Seed], base_seed: int, index: int) -> Case:
    """Case ``index`` of the campaign ``base_seed``: a seed and one to four mutations."""
    rng = random.Random(f"{base_seed}:{index}")
    seed = seeds[rng.randrange(len(seeds))]
    donors = [s.data for s in seeds]
    names = list(MUTATORS)
    weights = [WEIGHTS[n] for n in names]
    count = 1 + min(3, int(rng.expovariate(1.2)))
    chosen = tuple(rng.choices(names, weights)[0] for _ in range(count))
    data = seed.data
    for name in chosen:
        data = MUTATORS[name](rng, data, donors)
    return Case(base_seed, index, seed.name, chosen, data)
