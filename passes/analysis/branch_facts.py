"""What one thread's path through branches knows about integer values (design §3, *Open world*:
async copies and TMA; unstructured control flow).

A two-way branch between blocks (``cf.cond_br``: a terminator whose record names one control
operand of type ``i1`` and the successor each value takes) tells a path that takes one of its
edges that its condition was true, or false. When the condition is an ``arith.cmpi``, that is a
*fact*: a predicate between two *terms*, each an SSA value plus a constant (``arith.addi`` or
``arith.subi`` of a constant, without overflow flags, folded: modular addition is exact) or a
constant. A later two-way branch on a comparison that contradicts a fact the path holds cannot go
that way on this path.

Where the guarded prefetch of a software pipeline ends up as blocks (``convert-scf-to-cf``), this
is what says that a load issued under ``iv + 1 < upper`` is followed by another trip through the
loop's header test ``iv' < upper`` (``iv'`` the header's argument, passed ``iv + 1`` by the back
edge): the path from the load cannot leave the loop before the next iteration's wait.

A fact is about values; it stays true until the path runs a definition of one of them again:

- along an edge, a term whose value a branch operand carries into a block argument is renamed to
  that argument (offset by the operand's own constant), so it survives the block being entered;
- a fact naming a value the caller says is redefined (an argument of the block entered, an op
  the path runs again) is dropped.

Facts hold for the thread whose path it is, whatever other threads do: no uniformity is needed to
prune that thread's own paths. Everything here is conservative: a comparison it does not read
adds no fact, and a fact it cannot carry is dropped (a path is kept that might not run).

Usage (``mbarrier_paths``, and the plan verifier's own path search)::

    if not contradicted(term, k, facts):
        facts = carried(facts, term, k, redefined)   # the edge's own fact added

Changes no IR.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from xdsl.dialects.arith import AddiOp, CmpiOp, SubiOp
from xdsl.dialects.builtin import i1
from xdsl.ir import Attribute, Block, Operation, SSAValue

from smem_opt.passes.analysis.op_records import (
    constant_int,
    control_operands,
    edge_operand_indices,
    forwarded_values,
    record,
)

MAX_DEPTH = 8
"""Additions of constants a term follows back before it names the value it has reached."""

MAX_FACTS = 8
"""Facts a path carries at most (the newest are kept)."""

Facts = tuple["Fact", ...]
"""What a path holds, oldest first (a tuple, so that which are kept does not depend on hashing)."""

_EQ, _NE, _SLT, _SLE, _SGT, _SGE, _ULT, _ULE, _UGT, _UGE = range(10)
"""``arith.cmpi`` predicates."""

_SWAPPED = {_SGT: _SLT, _SGE: _SLE, _UGT: _ULT, _UGE: _ULE}
"""Predicates written as another with the operands swapped."""


@dataclass(frozen=True)
class Term:
    """An SSA value plus a constant (``base`` None: the constant alone)."""

    base: SSAValue | None
    offset: int


@dataclass(frozen=True)
class Fact:
    """``lhs predicate rhs`` holds, compared as integers of type ``type``; predicates only among
    eq, ne, slt, sle, ult, ule (the others are written with the operands swapped)."""

    predicate: int
    type: Attribute
    lhs: Term
    rhs: Term

    def negation(self) -> Fact:
        if self.predicate in (_EQ, _NE):
            return Fact(_NE if self.predicate == _EQ else _EQ, self.type, self.lhs, self.rhs)
        flipped = {_SLT: _SLE, _SLE: _SLT, _ULT: _ULE, _ULE: _ULT}[self.predicate]
        return Fact(flipped, self.type, self.rhs, self.lhs)  # not (a < b) is b <= a

    def forms(self) -> tuple[Fact, ...]:
        """The fact and, for eq and ne, the same with its operands swapped."""
        if self.predicate in (_EQ, _NE):
            return (self, Fact(self.predicate, self.type, self.rhs, self.lhs))
        return (self,)

    def values(self) -> Iterable[SSAValue]:
        return (t.base for t in (self.lhs, self.rhs) if t.base is not None)


def term_of(value: SSAValue) -> Term:
    """``value`` as a value plus a constant (additions of constants folded, constants alone)."""
    offset = 0
    for _ in range(MAX_DEPTH):
        known = constant_int(value)
        if known is not None:
            return Term(None, offset + known)
        owner = value.owner
        if not isinstance(owner, (AddiOp, SubiOp)) or owner.overflow_flags.data:
            break
        a, b = owner.operands
        kb = constant_int(b)
        if kb is not None:
            offset += kb if isinstance(owner, AddiOp) else -kb
            value = a
            continue
        ka = constant_int(a) if isinstance(owner, AddiOp) else None
        if ka is None:
            break
        offset += ka
        value = b
    return Term(value, offset)


def _fact(predicate: int, lhs: SSAValue, rhs: SSAValue) -> Fact:
    left, right = term_of(lhs), term_of(rhs)
    if predicate in _SWAPPED:
        return Fact(_SWAPPED[predicate], lhs.type, right, left)
    return Fact(predicate, lhs.type, left, right)


def _condition(term: Operation) -> tuple[SSAValue, int, int] | None:
    """A two-way branch's condition and the successors it takes when true and when false."""
    taken = record(term).taken_successor
    controls = control_operands(term)
    if taken is None or len(controls) != 1 or controls[0].type != i1:
        return None
    when_true, when_false = taken(term, 1), taken(term, 0)
    if when_true is None or when_false is None or when_true == when_false:
        return None
    if term.successors[when_true] is term.successors[when_false]:
        return None
    return controls[0], when_true, when_false


def edge_facts(term: Operation, k: int) -> Facts:
    """What a path learns by taking ``term``'s edge to its successor number ``k``."""
    found = _condition(term)
    if found is None or k not in found[1:]:
        return ()
    cond, when_true, _ = found
    owner = cond.owner
    if isinstance(owner, CmpiOp):
        fact = _fact(owner.predicate.value.data, owner.lhs, owner.rhs)
    else:
        fact = Fact(_NE, i1, term_of(cond), Term(None, 0))
    return (fact if k == when_true else fact.negation(),)


def contradicted(term: Operation, k: int, facts: Facts) -> bool:
    """Can a path holding ``facts`` not take ``term``'s edge to successor ``k``?"""
    if not facts:
        return False
    return any(form in facts for learnt in edge_facts(term, k) for form in learnt.negation().forms())


def carried(facts: Facts, term: Operation, k: int, redefined: Callable[[SSAValue], bool]) -> Facts:
    """``facts`` (held at ``term``), and what its edge to successor number ``k`` teaches, as they
    hold on entry to that successor: a term
    whose value an operand carries into a block argument renamed to it, then every fact naming a
    value ``redefined`` says the entry or the path runs again dropped."""
    dest: Block = term.successors[k]
    renamed: dict[SSAValue, tuple[SSAValue, int]] = {}
    # only the operands of this edge: two edges into one block pass operands of their own
    # (`cf.cond_br %c, ^h(%i + 1), ^h(%i + 2)`)
    for i in edge_operand_indices(term, k):
        operand = term.operands[i]
        for arg in forwarded_values(term, i) or []:
            if getattr(arg, "block", None) is dest and arg.type == operand.type:
                passed = term_of(operand)
                if passed.base is not None:
                    renamed.setdefault(passed.base, (arg, passed.offset))

    def rename(t: Term) -> Term | None:
        if t.base is None or not redefined(t.base):
            return t
        if t.base not in renamed:
            return None  # its value is gone on entry
        arg, offset = renamed[t.base]
        return Term(arg, t.offset - offset)

    out: list[Fact] = []
    for fact in (*facts, *edge_facts(term, k)):
        lhs, rhs = rename(fact.lhs), rename(fact.rhs)
        if lhs is not None and rhs is not None:
            moved = Fact(fact.predicate, fact.type, lhs, rhs)
            if moved in out:
                out.remove(moved)
            out.append(moved)
    return tuple(out[-MAX_FACTS:])


def dropped(facts: Facts, redefined: Callable[[SSAValue], bool]) -> Facts:
    """``facts`` without those naming a value the path defines again."""
    if not facts:
        return facts
    return tuple(f for f in facts if not any(redefined(v) for v in f.values()))


__all__ = ["Fact", "Facts", "Term", "carried", "contradicted", "dropped", "edge_facts", "term_of"]
