"""The integer folds a branch test is decided through (``op_records.edge_target``) against
mlir-opt's own folder: random constant operands (edge values of each width included) through each
folded op, one function per case, canonicalised by stock mlir-opt 22; every case we fold must give
mlir-opt's value at that width, and where the op's result is undefined (a divisor of zero, the
least signed value by -1, an overflow an ``nsw``/``nuw`` flag makes poison) we must not fold.
``index`` is compared at 64 bits (mlir-opt folds it so); our answer at 32 bits, where the op
is one whose low bits depend on the operands' low bits only (ring ops, bitwise, select), must be
mlir-opt's cut to 32. A failure under CI=true when mlir-opt is missing, skipped otherwise."""

from __future__ import annotations

import os
import random
import re
import subprocess

import pytest

from smem_opt.passes.analysis.op_records import constant_int, record
from smem_opt.passes.analysis.op_records.loop_trips import wrap
from smem_opt.api import parse
from smem_opt.tools.toolchain import find_mlir_opt

BINARY = ["addi", "subi", "muli", "andi", "ori", "xori", "divui", "divsi", "remui", "remsi"]
FLAGGED = ["addi", "subi", "muli"]
CASTS = [("extui", 8, 32), ("extsi", 8, 32), ("extui", 1, 64), ("extsi", 1, 64), ("trunci", 64, 8),
         ("trunci", 32, 1), ("index_cast", 32, "index"), ("index_cast", "index", 16),
         ("index_castui", 32, "index"), ("index_castui", "index", 8)]
WIDTHS = [1, 8, 32, 64, "index"]


def _type(w) -> str:
    return "index" if w == "index" else f"i{w}"


def _bits(w) -> int:
    return 64 if w == "index" else w


def _value(rng: random.Random, w) -> int:
    b = _bits(w)
    edges = [0, 1, -1, (1 << (b - 1)) - 1, -(1 << (b - 1)), 2, -2]
    value = rng.choice(edges) if rng.random() < 0.5 else rng.randrange(-(1 << (b - 1)), 1 << (b - 1))
    return wrap(value, b, True)


def _cases(seed: int = 0, count: int = 400) -> list[tuple[str, str]]:
    """(function name, body) of each case: constants, then the op, then its result returned."""
    rng = random.Random(seed)
    cases = []
    for n in range(count):
        kind = rng.random()
        if kind < 0.6:
            op, w = rng.choice(BINARY), rng.choice(WIDTHS)
            t = _type(w)
            flags = ""
            if op in FLAGGED and rng.random() < 0.4:
                flags = " overflow<" + rng.choice(["nsw", "nuw", "nsw, nuw"]) + ">"
            a, b = _value(rng, w), _value(rng, w)
            body = (f"%a = arith.constant {a} : {t}\n%b = arith.constant {b} : {t}\n"
                    f"%r = arith.{op} %a, %b{flags} : {t}\nfunc.return %r : {t}")
        elif kind < 0.8:
            op, w_in, w_out = rng.choice(CASTS)
            a = _value(rng, w_in)
            body = (f"%a = arith.constant {a} : {_type(w_in)}\n"
                    f"%r = arith.{op} %a : {_type(w_in)} to {_type(w_out)}\nfunc.return %r : {_type(w_out)}")
            t = _type(w_out)
        else:
            w = rng.choice(WIDTHS)
            t = _type(w)
            c = rng.choice(["true", "false"])
            a, b = _value(rng, w), _value(rng, w)
            body = (f"%c = arith.constant {c}\n%a = arith.constant {a} : {t}\n%b = arith.constant {b} : {t}\n"
                    f"%r = arith.select %c, %a, %b : {t}\nfunc.return %r : {t}")
        cases.append((f"f{n}", f"func.func @f{n}() -> {t} {{\n{body}\n}}"))
    return cases


def _ours(text: str) -> dict[str, tuple[int | None, int | None, int]]:
    """Each function's fold at 64 and 32 bits of ``index``, and the result's width at 64."""
    module = parse(text, "<folds>")
    out = {}
    for func in module.ops:
        ops = list(func.regions[0].blocks.first.ops)
        op = ops[-2]
        operands = [constant_int(v) for v in op.operands]
        fold = record(op).fold
        assert fold is not None, op.name
        t = op.results[0].type
        width = getattr(getattr(t, "width", None), "data", 64)
        out[func.sym_name.data] = (fold(op, operands, 64), fold(op, operands, 32), width)
    return out


def _theirs(text: str, mlir_opt: str) -> dict[str, int | None]:
    done = subprocess.run([mlir_opt, "--canonicalize"], input=text, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    found: dict[str, int | None] = {}
    for name, body in re.findall(r"func\.func @(\w+)\(\) -> \S+ \{(.*?)\n  \}", done.stdout, re.S):
        const = re.search(r"arith\.constant (true|false|-?\d+)", body)
        folded = "arith.constant" in body and body.count("arith.") == 1 and const is not None
        if not folded:
            found[name] = None
            continue
        v = const.group(1)  # type: ignore[union-attr]  # folded implies a constant
        found[name] = {"true": 1, "false": 0}.get(v, None) if v in ("true", "false") else int(v)
    return found


def test_folds_agree_with_mlir_opt() -> None:
    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing")
        pytest.skip("mlir-opt not installed")
    cases = _cases()
    text = "\n".join(body for _, body in cases)
    ours, theirs = _ours(text), _theirs(text, mlir_opt)
    assert set(theirs) == set(ours)
    compared = refused_undefined = 0
    for name, (at64, at32, width) in ours.items():
        want = theirs[name]
        if at64 is None:
            refused_undefined += 1
            continue
        assert want is not None, f"{name}: we fold to {at64}, mlir-opt does not fold it"
        assert wrap(at64, width, False) == wrap(want, width, False), (name, at64, want)
        body = dict(cases)[name]
        if at32 is not None and ": index" in body and re.search(r"arith\.(addi|subi|muli|andi|ori|xori|select) [^\n]*: index\n", body):
            assert wrap(at32, 32, False) == wrap(want, 32, False), (name, at32, want)
        compared += 1
    assert compared >= 300, (compared, refused_undefined)
    assert refused_undefined >= 10, "the draw must reach the undefined cases"


UNDEFINED = [
    ("arith.divui", "5", "0", "", "i32"),
    ("arith.remsi", "5", "0", "", "index"),
    ("arith.divsi", "-128", "-1", "", "i8"),
    ("arith.addi", "9223372036854775807", "1", " overflow<nsw>", "i64"),
    ("arith.subi", "0", "1", " overflow<nuw>", "i32"),
    ("arith.muli", "64", "4", " overflow<nsw>", "i8"),
]
"""Ops whose result is undefined or poison for these operands: never folded."""


@pytest.mark.parametrize("op, a, b, flags, t", UNDEFINED, ids=[f"{c[0]}{c[3]}:{c[4]}" for c in UNDEFINED])
def test_nothing_folds_where_the_result_is_undefined(op, a, b, flags, t) -> None:
    text = (f"func.func @u() -> {t} {{\n%a = arith.constant {a} : {t}\n%b = arith.constant {b} : {t}\n"
            f"%r = {op} %a, %b{flags} : {t}\nfunc.return %r : {t}\n}}")
    assert _ours(text)["u"][:2] == (None, None)
    defined = _ours(text.replace(flags, "")) if flags else None
    if defined is not None:  # without the flag the same op wraps, and folds
        assert defined["u"][0] is not None
