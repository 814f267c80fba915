"""A small text emitter for kernels in the smem dialect.

The benchmark kernels are written as Python generators that print MLIR text.
This module keeps that text well formed: fresh SSA names, index/float constants
hoisted to the top of the kernel body (so that every nested region can use them),
typed helpers for the arith/memref/gpu/scf/smem ops the kernels need, and
context managers for ``scf.for`` (with ``iter_args``) and ``scf.if`` (with
results) that always print explicit ``scf.yield`` terminators.

Nothing here knows about shared-memory planning; it only writes text.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

WG = "#gpu.address_space<workgroup>"


def memref(shape: list[int] | tuple[int, ...], dtype: str, workgroup: bool = False) -> str:
    dims = "x".join(str(d) for d in shape)
    body = f"{dims}x{dtype}" if dims else dtype
    return f"memref<{body}, {WG}>" if workgroup else f"memref<{body}>"


def float_literal(value: float) -> str:
    text = repr(float(value))
    if "e" not in text and "." not in text and "inf" not in text and "nan" not in text:
        text += ".0"
    if "e" in text and "." not in text.split("e")[0]:
        mant, exp = text.split("e")
        text = f"{mant}.0e{exp}"
    return text


@dataclass
class Loop:
    iv: str
    iters: list[str]
    results: list[str]
    _yield: list[str] | None = None

    def yield_(self, *values: str) -> None:
        self._yield = list(values)


@dataclass
class If:
    results: list[str]
    _then: list[str] | None = None
    _else: list[str] | None = None
    in_else: bool = False


@dataclass
class Emitter:
    """Collects the body of one ``smem.kernel`` as text."""

    name: str
    args: list[tuple[str, str]]
    """(ssa name without %, type) of every kernel argument."""
    block_size: tuple[int, int, int]
    header_comment: str = ""
    lines: list[str] = field(default_factory=list)
    consts: dict[tuple[str, str], str] = field(default_factory=dict)
    const_lines: list[str] = field(default_factory=list)
    types: dict[str, str] = field(default_factory=dict)
    depth: int = 1
    counter: int = 0
    used_names: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        for n, t in self.args:
            self.types[f"%{n}"] = t
            self.used_names.add(n)

    # -- names and raw text ---------------------------------------------------
    def fresh(self, hint: str = "v") -> str:
        if hint not in self.used_names:
            self.used_names.add(hint)
            return f"%{hint}"
        while True:
            self.counter += 1
            cand = f"{hint}_{self.counter}"
            if cand not in self.used_names:
                self.used_names.add(cand)
                return f"%{cand}"

    def line(self, text: str) -> None:
        self.lines.append("  " * self.depth + text)

    def comment(self, text: str) -> None:
        self.line(f"// {text}")

    def _def(self, hint: str, rhs: str, type_: str) -> str:
        name = self.fresh(hint)
        self.line(f"{name} = {rhs}")
        self.types[name] = type_
        return name

    # -- constants -------------------------------------------------------------
    def const(self, value, type_: str = "index") -> str:
        key = (repr(value), type_)
        if key in self.consts:
            return self.consts[key]
        if type_.startswith("f"):
            lit = float_literal(value)
            hint = "cf" + (lit.replace("-", "m").replace(".", "p").replace("+", "")[:10])
        else:
            lit = str(int(value))
            hint = ("c" if type_ == "index" else f"c{type_}_") + lit.replace("-", "m")
        name = self.fresh(hint)
        self.const_lines.append(f"  {name} = arith.constant {lit} : {type_}")
        self.types[name] = type_
        self.consts[key] = name
        return name

    def idx(self, value: int) -> str:
        return self.const(value, "index")

    # -- gpu ---------------------------------------------------------------------
    def thread_id(self, dim: str) -> str:
        return self._def(f"t{dim}", f"gpu.thread_id {dim}", "index")

    def block_id(self, dim: str) -> str:
        return self._def(f"b{dim}", f"gpu.block_id {dim}", "index")

    def barrier(self) -> None:
        self.line("gpu.barrier")

    # -- arith -------------------------------------------------------------------
    def _bin(self, op: str, a: str, b: str, hint: str) -> str:
        t = self.types.get(a, "index")
        return self._def(hint, f"arith.{op} {a}, {b} : {t}", t)

    def _ival(self, v) -> str:
        return self.idx(v) if isinstance(v, int) else v

    def add(self, a, b, hint="i") -> str:
        a, b = self._ival(a), self._ival(b)
        return self._bin("addi", a, b, hint)

    def sub(self, a, b, hint="i") -> str:
        return self._bin("subi", self._ival(a), self._ival(b), hint)

    def mul(self, a, b, hint="i") -> str:
        return self._bin("muli", self._ival(a), self._ival(b), hint)

    def div(self, a, b, hint="q") -> str:
        return self._bin("divui", self._ival(a), self._ival(b), hint)

    def rem(self, a, b, hint="r") -> str:
        return self._bin("remui", self._ival(a), self._ival(b), hint)

    def affine(self, terms: list[tuple[str, int]], const: int = 0, hint: str = "i") -> str:
        """sum(value * coeff) + const, in index arithmetic."""
        acc: str | None = None
        for value, coeff in terms:
            if coeff == 0:
                continue
            term = value if coeff == 1 else self.mul(value, coeff, hint)
            acc = term if acc is None else self.add(acc, term, hint)
        if acc is None:
            return self.idx(const)
        if const:
            acc = self.add(acc, const, hint)
        return acc

    def cmp(self, pred: str, a, b, hint="p") -> str:
        a, b = self._ival(a), self._ival(b)
        t = self.types.get(a, "index")
        return self._def(hint, f"arith.cmpi {pred}, {a}, {b} : {t}", "i1")

    def cmpf(self, pred: str, a: str, b: str, hint="p") -> str:
        t = self.types.get(a, "f32")
        return self._def(hint, f"arith.cmpf {pred}, {a}, {b} : {t}", "i1")

    def andi(self, a: str, b: str, hint="p") -> str:
        return self._bin("andi", a, b, hint)

    def fbin(self, op: str, a: str, b: str, hint="f") -> str:
        return self._bin(op, a, b, hint)

    def addf(self, a, b, hint="f"):
        return self.fbin("addf", a, b, hint)

    def subf(self, a, b, hint="f"):
        return self.fbin("subf", a, b, hint)

    def mulf(self, a, b, hint="f"):
        return self.fbin("mulf", a, b, hint)

    def divf(self, a, b, hint="f"):
        return self.fbin("divf", a, b, hint)

    def maxf(self, a, b, hint="f"):
        return self.fbin("maximumf", a, b, hint)

    def select(self, c: str, a: str, b: str, hint="s") -> str:
        t = self.types.get(a, "f32")
        return self._def(hint, f"arith.select {c}, {a}, {b} : {t}", t)

    def cast(self, op: str, value: str, to: str, hint="x") -> str:
        t = self.types.get(value, "f32")
        return self._def(hint, f"arith.{op} {value} : {t} to {to}", to)

    def math(self, fn: str, value: str, hint="m") -> str:
        t = self.types.get(value, "f32")
        return self._def(hint, f"math.{fn} {value} : {t}", t)

    # -- memory ---------------------------------------------------------------
    def alloc(self, name: str, shape, dtype: str) -> str:
        t = memref(shape, dtype, workgroup=True)
        return self._def(name, f"smem.alloc : {t}", t)

    def load(self, mem: str, indices: list, hint="ld") -> str:
        t = self.types[mem]
        elem = t[t.index("<") + 1 :].split(",")[0].split("x")[-1].rstrip(">")
        ids = ", ".join(self._ival(i) for i in indices)
        return self._def(hint, f"memref.load {mem}[{ids}] : {t}", elem)

    def store(self, value: str, mem: str, indices: list) -> None:
        t = self.types[mem]
        ids = ", ".join(self._ival(i) for i in indices)
        self.line(f"memref.store {value}, {mem}[{ids}] : {t}")

    def async_copy(self, src: str, src_idx: list, dst: str, dst_idx: list, count: int) -> str:
        s = ", ".join(self._ival(i) for i in src_idx)
        d = ", ".join(self._ival(i) for i in dst_idx)
        return self._def(
            "cp",
            f"smem.async_copy {src}[{s}], {dst}[{d}], {count} : {self.types[src]} to {self.types[dst]}",
            "!smem.async_token",
        )

    def async_commit(self, tokens: list[str]) -> str:
        # An empty operand list is written with an explicit (empty) attribute dict:
        # without it the parser would take an SSA name on the next line as an operand.
        body = ", ".join(tokens) if tokens else "{}"
        return self._def("grp", f"smem.async_commit {body}", "!smem.async_token")

    def async_wait(self, pending: int) -> None:
        self.line(f"smem.async_wait {{pending = {pending}}}")

    # -- structured control flow ----------------------------------------------
    @contextmanager
    def for_(self, lb, ub, step=1, iter_args: list[tuple[str, str, str]] | None = None, hint="k"):
        """``iter_args``: (hint, init value, type). Call ``loop.yield_`` inside."""
        iter_args = iter_args or []
        lb, ub, step = self._ival(lb), self._ival(ub), self._ival(step)
        iv = self.fresh(hint)
        self.types[iv] = "index"
        iters = []
        for h, _, t in iter_args:
            n = self.fresh(h)
            self.types[n] = t
            iters.append(n)
        results, res_prefix = self._results(hint + "_res", [t for _, _, t in iter_args])
        head = f"{res_prefix}scf.for {iv} = {lb} to {ub} step {step}"
        if iter_args:
            inits = ", ".join(f"{n} = {init}" for n, (_, init, _) in zip(iters, iter_args))
            types = ", ".join(t for _, _, t in iter_args)
            head += f" iter_args({inits}) -> ({types})"
        self.line(head + " {")
        self.depth += 1
        loop = Loop(iv, iters, results)
        yield loop
        if iter_args:
            if loop._yield is None or len(loop._yield) != len(iter_args):
                raise ValueError("loop with iter_args needs yield_ of every value")
            types = ", ".join(t for _, _, t in iter_args)
            self.line(f"scf.yield {', '.join(loop._yield)} : {types}")
        else:
            self.line("scf.yield")
        self.depth -= 1
        self.line("}")

    def _results(self, hint: str, types: list[str]) -> tuple[list[str], str]:
        """Names for the results of an op with results of ``types`` (``%r`` for one, ``%r#i``
        for several), and what its line starts with (``""`` when it has none)."""
        if not types:
            return [], ""
        base = self.fresh(hint)
        if len(types) == 1:
            results, prefix = [base], f"{base} = "
        else:
            results, prefix = [f"{base}#{i}" for i in range(len(types))], f"{base}:{len(types)} = "
        for r, t in zip(results, types):
            self.types[r] = t
        return results, prefix

    @contextmanager
    def if_(self, cond: str, result_types: list[str] | None = None, hint="sel"):
        """Yields an ``If``; with results, set ``then_values`` via ``ifs.then(...)``
        and call ``e.else_(ifs)`` to switch to the else branch."""
        result_types = result_types or []
        results, prefix = self._results(hint, result_types)
        rt = f" -> ({', '.join(result_types)})" if result_types else ""
        self.line(f"{prefix}scf.if {cond}{rt} {{")
        self.depth += 1
        node = If(results)
        node._types = result_types  # type: ignore[attr-defined]
        yield node
        if node.in_else:
            self._close_branch(node._else, result_types)
        else:
            self._close_branch(node._then, result_types)
            if result_types:
                raise ValueError("scf.if with results needs an else branch")
        self.depth -= 1
        self.line("}")

    def _close_branch(self, values, types) -> None:
        if types:
            if values is None:
                raise ValueError("branch must yield")
            self.line(f"scf.yield {', '.join(values)} : {', '.join(types)}")
        else:
            self.line("scf.yield")

    def then_yield(self, node: If, *values: str) -> None:
        node._then = list(values)

    def else_(self, node: If) -> None:
        self._close_branch(node._then, node._types)  # type: ignore[attr-defined]
        self.depth -= 1
        self.line("} else {")
        self.depth += 1
        node.in_else = True

    def else_yield(self, node: If, *values: str) -> None:
        node._else = list(values)

    # -- helpers for cooperative loops ----------------------------------------
    @contextmanager
    def coop(self, tid: str, nthreads: int, n: int, hint="e"):
        """Distribute ``n`` work items over ``nthreads`` threads: yields the item
        index. A uniform loop when ``n`` is a multiple of the thread count,
        otherwise a guarded (divergent) tail."""
        if n % nthreads == 0:
            if n == nthreads:
                yield tid
                return
            with self.for_(0, n // nthreads, 1, hint="it") as lp:
                item = self.affine([(lp.iv, nthreads), (tid, 1)], hint=hint)
                yield item
            return
        trips = -(-n // nthreads)
        if trips == 1:
            ok = self.cmp("ult", tid, n)
            with self.if_(ok):
                yield tid
            return
        with self.for_(0, trips, 1, hint="it") as lp:
            item = self.affine([(lp.iv, nthreads), (tid, 1)], hint=hint)
            ok = self.cmp("ult", item, n)
            with self.if_(ok):
                yield item

    # -- output -------------------------------------------------------------------
    def text(self) -> str:
        args = ", ".join(f"%{n}: {t}" for n, t in self.args)
        bs = ", ".join(str(x) for x in self.block_size)
        out = []
        if self.header_comment:
            out.extend(f"// {l}" if l else "//" for l in self.header_comment.splitlines())
        out.append(f"smem.kernel @{self.name}({args}) block_size = [{bs}] {{")
        out.extend(self.const_lines)
        out.extend(self.lines)
        out.append("  smem.return")
        out.append("}")
        return "\n".join(out) + "\n"
