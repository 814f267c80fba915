"""Python for the ``llvm.intr.*`` ops the lowering emits: float and integer intrinsics (fma,
min/max, math), ``assume`` (its ``align`` bundles checked), masked loads and stores, ``memcpy`` and
``memset``, vector reductions, and the ones that do nothing here (lifetimes, stack save).
"""

from __future__ import annotations

from typing import Callable

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check import floats
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.codegen import FunctionCompiler, emitter
from smem_opt.tools.check.emit_llvm import elementwise, float_elementwise, int_elementwise, register_all, round_fn
from smem_opt.tools.check.mlir_text import Op

C = FunctionCompiler


# -- intrinsics -----------------------------------------------------------------------------


register_all({
    "llvm.intr.fma": "{0} * {1} + {2}",
    "llvm.intr.fmuladd": "{0} * {1} + {2}",
    "llvm.intr.maximum": "fmax_ieee({0}, {1})",
    "llvm.intr.minimum": "fmin_ieee({0}, {1})",
    "llvm.intr.maxnum": "fmaxnum({0}, {1})",
    "llvm.intr.minnum": "fminnum({0}, {1})",
    "llvm.intr.fabs": "abs({0})",
}, float_elementwise)

def _library_call(fn: Callable) -> Callable[[C, Op], None]:
    """The emitter of a math intrinsic computed by ``fn`` (``tools.check.floats``) lane by lane,
    rounded to the result's type."""

    def emit(c: C, op: Op) -> None:
        r = round_fn(c.rtype(op))
        f = c.const(fn, "L")
        elementwise(c, op, lambda a: f"{r}({f}({', '.join(a)}))")

    return emit


for _name, _fn in floats.UNARY_MATH.items():
    if _name != "fabs":
        emitter(f"llvm.intr.{_name}")(_library_call(_fn))
for _name in ("pow", "copysign"):
    emitter(f"llvm.intr.{_name}")(_library_call(floats.BINARY_MATH[_name]))


register_all({
    "llvm.intr.smax": "({0} if (({0} ^ {s}) - {s}) >= (({1} ^ {s}) - {s}) else {1})",
    "llvm.intr.smin": "({0} if (({0} ^ {s}) - {s}) <= (({1} ^ {s}) - {s}) else {1})",
    "llvm.intr.umax": "max({0}, {1})",
    "llvm.intr.umin": "min({0}, {1})",
    "llvm.intr.ctpop": "ctpop({0})",
    "llvm.intr.ctlz": "ctlz({0}, {w})",
    "llvm.intr.cttz": "cttz({0}, {w})",
    "llvm.intr.abs": "(abs((({0} ^ {s}) - {s})) & {m})",
    "llvm.intr.bitreverse": "bitreverse({0}, {w})",
    "llvm.intr.bswap": "bswap({0}, {w})",
    "llvm.intr.fshl": "fshl({0}, {1}, {2}, {w})",
    "llvm.intr.fshr": "fshr({0}, {1}, {2}, {w})",
}, int_elementwise)


@emitter("llvm.intr.assume")
def _assume(c: C, op: Op) -> None:
    site = c.site(op)
    tags = op.attr("op_bundle_tags") or "[]"
    sizes = A.int_array(op.attr("op_bundle_sizes")) if op.attr("op_bundle_sizes") else []
    names = [t.strip().strip('"') for t in tags.strip()[1:-1].split(",") if t.strip()]
    c.line(f"assume(M, T, {c.arg(op, 0)}, {site})")
    k = 1
    for tag, size in zip(names, sizes):
        if tag == "align" and size >= 2:
            c.line(f"assume_align(M, T, {c.arg(op, k)}, {c.arg(op, k + 1)}, {site})")
        k += size


@emitter("llvm.intr.masked.load")
def _masked_load(c: C, op: Op) -> None:
    t = c.rtype(op)
    assert isinstance(t, A.Vec)
    codec = c.const(codec_for(t.elem), "C")
    align = A.int_value(op.attr("alignment"), 0) or A.align_of(t.elem)
    c.line(f"{c.out(op)} = masked_load(M, T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.arg(op, 2)}, {codec}, "
           f"{A.size_of(t.elem)}, {align}, {c.site(op)})")


@emitter("llvm.intr.masked.store")
def _masked_store(c: C, op: Op) -> None:
    t = c.otype(op, 0)
    assert isinstance(t, A.Vec)
    codec = c.const(codec_for(t.elem), "C")
    align = A.int_value(op.attr("alignment"), 0) or A.align_of(t.elem)
    c.line(f"masked_store(M, T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.arg(op, 2)}, {codec}, "
           f"{A.size_of(t.elem)}, {align}, {c.site(op)})")


@emitter("llvm.intr.memcpy", "llvm.intr.memmove", "llvm.intr.memcpy.inline")
def _memcpy(c: C, op: Op) -> None:
    c.line(f"memcpy(M, T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.arg(op, 2)}, {c.site(op)})")


@emitter("llvm.intr.memset")
def _memset(c: C, op: Op) -> None:
    c.line(f"memset(M, T, {c.arg(op, 0)}, {c.arg(op, 1)}, {c.arg(op, 2)}, {c.site(op)})")


@emitter("llvm.intr.lifetime.start", "llvm.intr.lifetime.end", "llvm.intr.stacksave",
         "llvm.intr.stackrestore", "llvm.intr.experimental.noalias.scope.decl", "llvm.intr.invariant.start",
         "llvm.intr.invariant.end", "llvm.intr.var.annotation")
def _nothing(c: C, op: Op) -> None:
    for k, _ in enumerate(op.results):
        c.line(f"{c.out(op, k)} = 0")


def _reduce(kind: str) -> Callable[[C, Op], None]:
    def emit(c: C, op: Op) -> None:
        t = c.rtype(op)
        tc = c.const(t, "T")
        if kind in ("fadd", "fmul"):
            c.line(f"{c.out(op)} = vreduce({kind!r}, {c.arg(op, 1)}, {tc}, {c.arg(op, 0)})")
        else:
            c.line(f"{c.out(op)} = vreduce({kind!r}, {c.arg(op, 0)}, {tc})")

    return emit


for _kind in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin", "fadd", "fmul", "fmax",
              "fmin", "fmaximum", "fminimum"):
    emitter(f"llvm.intr.vector.reduce.{_kind}")(_reduce(_kind))
