"""Python for the ``llvm`` dialect ops the lowering emits: arithmetic, compares, casts, GEP,
loads and stores, aggregates and vectors, control flow, calls and atomics (the intrinsics are in
``tools.check.emit_intrinsics``).

LLVM's semantics, as ``tools.check.codegen`` represents values (unsigned integers of their width,
floats rounded to their type, tuples for vectors and aggregates). Poison is not tracked: an
operation with a poison result gives some value of its type.
"""

from __future__ import annotations

from typing import Callable

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.codegen import FunctionCompiler, emitter
from smem_opt.tools.check.constants import constant_value
from smem_opt.tools.check.emit_nvvm import SYNC_SPIN
from smem_opt.tools.check.floats import libdevice
from smem_opt.tools.check.memory import GLOBAL_STRIDE
from smem_opt.tools.check.mlir_text import Op, string_value, symbol_name
from smem_opt.tools.check.reference import SLOT_BYTES, SLOT_TRAP
from smem_opt.tools.check.runtime_ops import atomic_fn, zero_of

C = FunctionCompiler
DYNAMIC_INDEX = -2147483648


def _scalar(t: A.Type) -> A.Type:
    return t.elem if isinstance(t, A.Vec) else t


def _int_info(t: A.Type) -> tuple[int, int, int]:
    s = _scalar(t)
    w = s.width if isinstance(s, A.Int) else 64
    return w, (1 << w) - 1, 1 << (w - 1)


def round_fn(t: A.Type) -> str:
    s = _scalar(t)
    if isinstance(s, A.Float):
        return {"f32": "r32", "f16": "r16", "bf16": "rbf", "tf32": "rtf32", "f64": ""}[s.kind]
    return ""


def elementwise(c: C, op: Op, expr: Callable[[list[str]], str], vector: bool | None = None) -> None:
    out = c.out(op)
    args = [c.arg(op, i) for i in range(len(op.operands))]
    if vector is None:
        vector = isinstance(c.rtype(op), A.Vec)
    if vector:
        names = [f"_e{i}" for i in range(len(args))]
        if len(args) == 1:
            c.line(f"{out} = tuple({expr(names)} for _e0 in {args[0]})")
        else:
            c.line(f"{out} = tuple({expr(names)} for {', '.join(names)} in zip({', '.join(args)}))")
    else:
        c.line(f"{out} = {expr(args)}")


# -- integer arithmetic ---------------------------------------------------------------------


def int_elementwise(template: str) -> Callable[[C, Op], None]:
    """The emitter of an op computing ``template`` lane by lane on integers: ``{0}``, ``{1}``, ...
    its operands; ``{w}`` the width, ``{m}`` its mask, ``{s}`` its sign bit, ``{site}`` the op."""

    def emit(c: C, op: Op) -> None:
        w, m, s = _int_info(c.rtype(op))
        site = c.site(op)
        elementwise(c, op, lambda a: template.format(*a, m=m, s=s, w=w, site=site))

    return emit


def float_elementwise(template: str) -> Callable[[C, Op], None]:
    """The emitter of an op computing ``template`` lane by lane on floats (``{0}``, ``{1}``, ...
    its operands), rounded to the result's type."""

    def emit(c: C, op: Op) -> None:
        r = round_fn(c.rtype(op))
        elementwise(c, op, lambda a: f"{r}({template.format(*a)})")

    return emit


def register_all(table: dict[str, str], factory: Callable[[str], Callable[[C, Op], None]]) -> None:
    """``factory(template)`` as the emitter of each op of ``table`` (op name -> template)."""
    for name, template in table.items():
        emitter(name)(factory(template))


register_all({
    "llvm.add": "(({0}) + ({1})) & {m}",
    "llvm.sub": "(({0}) - ({1})) & {m}",
    "llvm.mul": "(({0}) * ({1})) & {m}",
    "llvm.and": "({0}) & ({1})",
    "llvm.or": "({0}) | ({1})",
    "llvm.xor": "({0}) ^ ({1})",
    "llvm.shl": "((({0}) << ({1})) & {m} if ({1}) < {w} else poison({site}, 'shift past the width: poison'))",
    "llvm.lshr": "(({0}) >> ({1}) if ({1}) < {w} else poison({site}, 'shift past the width: poison'))",
    "llvm.ashr": "((((({0}) ^ {s}) - {s}) >> ({1})) & {m} if ({1}) < {w} else poison({site}, 'shift past the width: "
                 "poison'))",
    "llvm.udiv": "udiv({0}, {1}, {site})",
    "llvm.urem": "urem({0}, {1}, {site})",
    "llvm.sdiv": "sdiv({0}, {1}, {w}, {site})",
    "llvm.srem": "srem({0}, {1}, {w}, {site})",
}, int_elementwise)

_ICMP = {
    0: "{a} == {b}",
    1: "{a} != {b}",
    2: "(({a} ^ {s}) - {s}) < (({b} ^ {s}) - {s})",
    3: "(({a} ^ {s}) - {s}) <= (({b} ^ {s}) - {s})",
    4: "(({a} ^ {s}) - {s}) > (({b} ^ {s}) - {s})",
    5: "(({a} ^ {s}) - {s}) >= (({b} ^ {s}) - {s})",
    6: "{a} < {b}",
    7: "{a} <= {b}",
    8: "{a} > {b}",
    9: "{a} >= {b}",
}


def _enum_code(c: C, op: Op, name: str) -> int:
    """The integer an enum attribute such as ``predicate`` holds; an op without it cannot run."""
    code = A.int_value(op.attr(name))
    if code is None:
        raise c.cannot(op, f"no integer '{name}'")
    return code


@emitter("llvm.icmp")
def _icmp(c: C, op: Op) -> None:
    pred = _enum_code(c, op, "predicate")
    w, m, s = _int_info(c.otype(op, 0))
    template = _ICMP[pred]
    elementwise(c, op, lambda a: "(1 if " + template.format(a=a[0], b=a[1], s=s) + " else 0)")


_FCMP = {
    0: "False",
    1: "{a} == {b}",
    2: "{a} > {b}",
    3: "{a} >= {b}",
    4: "{a} < {b}",
    5: "{a} <= {b}",
    6: "({a} < {b} or {a} > {b})",
    7: "({a} == {a} and {b} == {b})",
    8: "not ({a} < {b} or {a} > {b})",
    9: "not ({a} <= {b})",
    10: "not ({a} < {b})",
    11: "not ({a} >= {b})",
    12: "not ({a} > {b})",
    13: "{a} != {b}",
    14: "({a} != {a} or {b} != {b})",
    15: "True",
}


@emitter("llvm.fcmp")
def _fcmp(c: C, op: Op) -> None:
    template = _FCMP[_enum_code(c, op, "predicate")]
    elementwise(c, op, lambda a: "(1 if " + template.format(a=a[0], b=a[1]) + " else 0)")


@emitter("llvm.select")
def _select(c: C, op: Op) -> None:
    cond_t = c.otype(op, 0)
    if isinstance(cond_t, A.Vec):
        elementwise(c, op, lambda a: f"({a[1]} if {a[0]} else {a[2]})", vector=True)
    else:
        c.line(f"{c.out(op)} = {c.arg(op, 1)} if {c.arg(op, 0)} else {c.arg(op, 2)}")
        if c.site(op) in c.reach.selects:  # it decides which bytes an access touches: coverage
            c.line(f"M.went({c.site(op)}, 0 if {c.arg(op, 0)} else 1)")


# -- float arithmetic ----------------------------------------------------------------------


register_all({
    "llvm.fadd": "{0} + {1}",
    "llvm.fsub": "{0} - {1}",
    "llvm.fmul": "{0} * {1}",
    "llvm.fdiv": "fdiv({0}, {1})",
    "llvm.frem": "frem({0}, {1})",
}, float_elementwise)


@emitter("llvm.fneg")
def _fneg(c: C, op: Op) -> None:
    elementwise(c, op, lambda a: f"(-{a[0]})")


# -- casts ---------------------------------------------------------------------------------


@emitter("llvm.sext")
def _sext(c: C, op: Op) -> None:
    _, _, s = _int_info(c.otype(op, 0))
    _, m, _ = _int_info(c.rtype(op))
    elementwise(c, op, lambda a: f"((({a[0]} ^ {s}) - {s}) & {m})")


@emitter("llvm.zext", "llvm.ptrtoint", "llvm.inttoptr")
def _zext(c: C, op: Op) -> None:
    rt = c.rtype(op)
    if isinstance(_scalar(rt), A.Int) and op.name != "llvm.zext":
        _, m, _ = _int_info(rt)
        elementwise(c, op, lambda a: f"({a[0]} & {m})")
    else:
        c.line(f"{c.out(op)} = {c.arg(op, 0)}")


@emitter("llvm.trunc")
def _trunc(c: C, op: Op) -> None:
    _, m, _ = _int_info(c.rtype(op))
    elementwise(c, op, lambda a: f"({a[0]} & {m})")


@emitter("llvm.addrspacecast", "llvm.freeze", "llvm.fpext")
def _identity(c: C, op: Op) -> None:
    c.line(f"{c.out(op)} = {c.arg(op, 0)}")


@emitter("llvm.fptrunc")
def _fptrunc(c: C, op: Op) -> None:
    r = round_fn(c.rtype(op))
    elementwise(c, op, lambda a: f"{r}({a[0]})")


@emitter("llvm.sitofp")
def _sitofp(c: C, op: Op) -> None:
    _, _, s = _int_info(c.otype(op, 0))
    r = round_fn(c.rtype(op))
    elementwise(c, op, lambda a: f"{r}(float(({a[0]} ^ {s}) - {s}))")


@emitter("llvm.uitofp")
def _uitofp(c: C, op: Op) -> None:
    r = round_fn(c.rtype(op))
    elementwise(c, op, lambda a: f"{r}(float({a[0]}))")


@emitter("llvm.fptosi", "llvm.fptoui")
def _fptoi(c: C, op: Op) -> None:
    w, _, _ = _int_info(c.rtype(op))
    signed = op.name == "llvm.fptosi"
    elementwise(c, op, lambda a: f"fptoi({a[0]}, {w}, {signed})")


@emitter("llvm.bitcast")
def _bitcast(c: C, op: Op) -> None:
    src, dst = c.otype(op, 0), c.rtype(op)
    if src == dst or isinstance(src, A.Ptr) and isinstance(dst, A.Ptr):
        c.line(f"{c.out(op)} = {c.arg(op, 0)}")
        return
    c.line(f"{c.out(op)} = bitcast({c.arg(op, 0)}, {c.const(src, 'T')}, {c.const(dst, 'T')})")


# -- constants -----------------------------------------------------------------------------


@emitter("llvm.mlir.constant")
def _constant(c: C, op: Op) -> None:
    t = c.rtype(op)
    value = constant_value(op.attr("value") or "", t)
    c.line(f"{c.out(op)} = {c.const(value)}")


@emitter("llvm.mlir.zero", "llvm.mlir.poison", "llvm.mlir.undef")
def _zero(c: C, op: Op) -> None:
    c.line(f"{c.out(op)} = {c.const(zero_of(c.rtype(op)))}")


@emitter("llvm.mlir.addressof")
def _addressof(c: C, op: Op) -> None:
    name = symbol_name(op.attr("global_name")) or ""
    addr = c.module.globals.get(name)
    if addr is not None:
        c.line(f"{c.out(op)} = {addr}")
        return
    slot = c.module.device_slot.get(name)
    if slot is None:
        raise c.cannot(op, f"llvm.mlir.addressof of @{name} (not a global of the module)")
    c.line(f"{c.out(op)} = M.device_base + {slot * GLOBAL_STRIDE}")


# -- addresses and memory ------------------------------------------------------------------


@emitter("llvm.getelementptr")
def _gep(c: C, op: Op) -> None:
    elem = A.parse_type(op.attr("elem_type") or "i8")
    indices = A.int_array(op.attr("rawConstantIndices"))
    dynamic = iter(range(1, len(op.operands)))
    if isinstance(c.otype(op, 0), A.Vec):
        raise c.cannot(op, "llvm.getelementptr on a vector of pointers")
    const = 0
    terms: list[str] = []
    t = elem
    for k, idx in enumerate(indices):
        if idx == DYNAMIC_INDEX:
            j = next(dynamic)
            w, _, s = _int_info(c.otype(op, j))
            if k == 0:
                stride = A.size_of(elem)
            elif isinstance(t, (A.Array, A.Vec)):
                stride = A.size_of(t.elem)
                t = t.elem
            else:
                raise c.cannot(op, "a dynamic index into a struct")
            terms.append(f"(({c.arg(op, j)} ^ {s}) - {s}) * {stride}")
            continue
        if k == 0:
            const += idx * A.size_of(elem)
        elif isinstance(t, A.Struct):
            const += A.field_offsets(t)[idx]
            t = t.fields[idx]
        elif isinstance(t, (A.Array, A.Vec)):
            const += idx * A.size_of(t.elem)
            t = t.elem
        else:
            raise c.cannot(op, f"llvm.getelementptr index into {t}")
    expr = " + ".join([c.arg(op, 0)] + ([str(const)] if const else []) + terms)
    c.line(f"{c.out(op)} = ({expr}) & 0xFFFFFFFFFFFFFFFF")


_LOAD = {0: "M.ld", 1: "M.ldg", 3: "M.lds"}
_STORE = {0: "M.st", 1: "M.stg", 3: "M.sts"}


def _space(t: A.Type) -> int:
    return t.space if isinstance(t, A.Ptr) and t.space in (1, 3) else 0


@emitter("llvm.load")
def _load(c: C, op: Op) -> None:
    t = c.rtype(op)
    codec = c.const(codec_for(t), "C")
    align = A.int_value(op.attr("alignment"), 0) or A.align_of(t)
    site = c.site(op)
    ordering = A.int_value(op.attr("ordering"), 0)
    if ordering:
        c.line(f"{c.out(op)} = M.rmw(T, {c.arg(op, 0)}, {codec}, {site}, None)")
        return
    c.line(f"{c.out(op)} = {_LOAD[_space(c.otype(op, 0))]}(T, {c.arg(op, 0)}, {codec}, {align}, {site})")


@emitter("llvm.store")
def _store(c: C, op: Op) -> None:
    t = c.otype(op, 0)
    codec = c.const(codec_for(t), "C")
    align = A.int_value(op.attr("alignment"), 0) or A.align_of(t)
    site = c.site(op)
    if A.int_value(op.attr("ordering"), 0):
        c.line(f"M.rmw(T, {c.arg(op, 1)}, {codec}, {site}, lambda o, _v={c.arg(op, 0)}: _v)")
        return
    c.line(f"{_STORE[_space(c.otype(op, 1))]}(T, {c.arg(op, 1)}, {codec}, {align}, {site}, {c.arg(op, 0)})")


@emitter("llvm.alloca")
def _alloca(c: C, op: Op) -> None:
    elem = A.parse_type(op.attr("elem_type") or "i8")
    align = A.int_value(op.attr("alignment"), 0) or A.align_of(elem)
    c.line(f"{c.out(op)} = M.alloca(T, {c.arg(op, 0)} * {A.size_of(elem)}, {align})")


@emitter("llvm.atomicrmw")
def _atomicrmw(c: C, op: Op) -> None:
    t = c.rtype(op)
    fn = atomic_fn(_enum_code(c, op, "bin_op"), t)
    if fn is None:
        raise c.cannot(op, f"llvm.atomicrmw with bin_op {op.attr('bin_op')}")
    f = c.const(fn, "A")
    codec = c.const(codec_for(t), "C")
    c.line(f"{c.out(op)} = M.rmw(T, {c.arg(op, 0)}, {codec}, {c.site(op)}, lambda o, _v={c.arg(op, 1)}: {f}(o, _v))")
    _let_others_run(c, op)


def _let_others_run(c: C, op: Op) -> None:
    """After an atomic, the thread lets the others run: it may be spinning on memory they write
    (a lock), which it could wait for forever alone (``tools.check.block``: a round in which
    only such threads run and nothing changes ends in a deadlock)."""
    c.line("T.n = n")
    c.line(f"yield ({SYNC_SPIN!r}, {c.site(op)})")
    c.line("n = T.n")


@emitter("llvm.cmpxchg")
def _cmpxchg(c: C, op: Op) -> None:
    t = c.otype(op, 1)
    codec = c.const(codec_for(t), "C")
    c.line(f"{c.out(op)} = cmpxchg(M, T, {c.arg(op, 0)}, {codec}, {c.site(op)}, {c.arg(op, 1)}, {c.arg(op, 2)})")
    _let_others_run(c, op)


# -- aggregates and vectors ----------------------------------------------------------------


@emitter("llvm.extractvalue")
def _extractvalue(c: C, op: Op) -> None:
    pos = A.int_array(op.attr("position"))
    c.line(f"{c.out(op)} = {c.arg(op, 0)}{''.join(f'[{p}]' for p in pos)}")


@emitter("llvm.insertvalue")
def _insertvalue(c: C, op: Op) -> None:
    pos = tuple(A.int_array(op.attr("position")))
    agg, value = c.arg(op, 0), c.arg(op, 1)
    if len(pos) == 1:
        k = pos[0]
        c.line(f"{c.out(op)} = {agg}[:{k}] + ({value},) + {agg}[{k + 1}:]")
    else:
        c.line(f"{c.out(op)} = insv({agg}, {pos!r}, {value})")


def _lanes(t: A.Type) -> int:
    return t.count if isinstance(t, A.Vec) else 1


@emitter("llvm.extractelement")
def _extractelement(c: C, op: Op) -> None:
    n, idx = _lanes(c.otype(op, 0)), c.arg(op, 1)
    c.line(f"{c.out(op)} = {c.arg(op, 0)}[{idx}] if {idx} < {n} else "
           f"poison({c.site(op)}, 'extractelement past the vector: poison')")


@emitter("llvm.insertelement")
def _insertelement(c: C, op: Op) -> None:
    vec, value, idx = c.arg(op, 0), c.arg(op, 1), c.arg(op, 2)
    n = _lanes(c.rtype(op))
    c.line(f"{c.out(op)} = {vec}[:{idx}] + ({value},) + {vec}[{idx} + 1:] if {idx} < {n} else "
           f"poison({c.site(op)}, 'insertelement past the vector: poison')")


@emitter("llvm.shufflevector")
def _shufflevector(c: C, op: Op) -> None:
    mask = A.int_array(op.attr("mask"))
    zero = c.const(zero_of(_scalar(c.rtype(op))))
    c.line(f"_t = {c.arg(op, 0)} + {c.arg(op, 1)}")
    items = ", ".join(f"_t[{m}]" if m >= 0 else zero for m in mask)
    c.line(f"{c.out(op)} = ({items}{',' if len(mask) == 1 else ''})")


# -- control flow ---------------------------------------------------------------------------


@emitter("llvm.br")
def _br(c: C, op: Op) -> None:
    c.jump(op.successors[0], op.operands)


@emitter("llvm.cond_br")
def _cond_br(c: C, op: Op) -> None:
    sizes = A.int_array(op.attr("operandSegmentSizes")) or [1, 0, 0]
    true_ops = op.operands[1 : 1 + sizes[1]]
    false_ops = op.operands[1 + sizes[1] :]
    c.line(f"M.went({c.site(op)}, 0 if {c.arg(op, 0)} else 1)")
    c.line(f"if {c.arg(op, 0)}:")
    c.indent += 1
    c.jump(op.successors[0], true_ops)
    c.indent -= 1
    c.jump(op.successors[1], false_ops)


@emitter("llvm.switch")
def _switch(c: C, op: Op) -> None:
    sizes = A.int_array(op.attr("operandSegmentSizes"))
    case_sizes = A.int_array(op.attr("case_operand_segments"))
    raw = op.attr("case_values")
    values: list[int] = []
    if raw:
        flat, _ = A.dense_values(raw)
        w, m, _ = _int_info(c.otype(op, 0))
        values = [int(x, 0) & m for x in flat]
    default_ops = op.operands[1 : 1 + sizes[1]]
    rest = op.operands[1 + sizes[1] :]
    ways = c.const({value: k + 1 for k, value in enumerate(values)}, "W")
    c.line(f"M.went({c.site(op)}, {ways}.get({c.arg(op, 0)}, 0))")
    start = 0
    for k, value in enumerate(values):
        args = rest[start : start + case_sizes[k]]
        start += case_sizes[k]
        c.line(f"if {c.arg(op, 0)} == {value}:")
        c.indent += 1
        c.jump(op.successors[k + 1], args)
        c.indent -= 1
    c.jump(op.successors[0], default_ops)


@emitter("llvm.return")
def _return(c: C, op: Op) -> None:
    c.line("T.n = n")
    c.line(f"return {c.arg(op, 0)}" if op.operands else "return")


@emitter("llvm.unreachable")
def _unreachable(c: C, op: Op) -> None:
    c.line(f"trap({c.site(op)}, 'reached llvm.unreachable')")


@emitter("llvm.intr.trap", "llvm.intr.ubsantrap")
def _trap(c: C, op: Op) -> None:
    if op.name == "llvm.intr.ubsantrap" and A.int_value(op.attr("failureKind")) == SLOT_TRAP:
        why = (f"a run-time-sized workgroup buffer needs more than the {SLOT_BYTES} bytes of the slot the "
               "reference gives it")
        c.line(f"slot_overflow({c.site(op)}, {why!r})")
        return
    c.line(f"trap({c.site(op)}, 'reached {op.name}')")


@emitter("llvm.call")
def _call(c: C, op: Op) -> None:
    callee = symbol_name(op.attr("callee"))
    if callee is None:
        raise c.cannot(op, "an indirect llvm.call")
    args = ", ".join(c.v(x) for x in op.operands)
    out = f"{c.out(op)} = " if op.results else ""
    if callee in c.module.fnames and callee in _defined(c):
        fname = c.module.fnames[callee]
        c.line("T.n = n")
        c.line(f"{out}yield from {fname}(T, M, {args}{',' if op.operands else ''})")
        c.line("n = T.n")
        return
    known = libdevice(callee)
    if known is None:
        raise c.cannot(op, f"call of @{callee}")
    fn, arity, kind = known
    if arity != len(op.operands):
        raise c.cannot(op, f"call of @{callee} with {len(op.operands)} arguments")
    r = {"f32": "r32", "f64": ""}[kind]
    c.line(f"{out}{r}({c.const(fn, 'L')}({args}))")


def _defined(c: C) -> set[str]:
    found = c.module.defined
    if found is None:
        found = set()
        for o in c.module.gpu_module.regions[0].blocks[0].ops:
            if o.name == "llvm.func" and o.regions and o.regions[0].blocks:
                name = string_value(o.attr("sym_name"))
                if name is not None:
                    found.add(name)
        c.module.defined = found
    return found
