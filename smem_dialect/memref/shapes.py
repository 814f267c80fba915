"""MLIR's shape rules of two xDSL 0.74 view ops that xDSL does not check: the op classes here are
xDSL's own (same definition, syntax and builders; ``isinstance`` against xDSL's class still holds)
with MLIR's rule added to their verifier.

* ``memref.subview``: a result type of the source's rank has the sizes the op gives, strides the
  source's strides times the op's steps, and the offset the op's offsets give (MLIR's
  ``SubViewOp::verify``, ``produceSubViewErrorMsg``). A rank-reduced result, a dynamic value, or a
  layout xDSL cannot read as strides is not checked.
* ``memref.collapse_shape``: each static result dimension is the product of its group of static
  source dimensions (MLIR's ``CollapseShapeOp::verify``).
"""

from __future__ import annotations

from xdsl.dialects import memref as _xmemref
from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, MemRefType
from xdsl.utils.exceptions import VerifyException


def _known(values) -> list[int | None]:
    return [None if v == DYNAMIC_INDEX else v for v in values]


class SubviewOp(_xmemref.SubviewOp):
    """xDSL's ``memref.subview`` with MLIR's result-type rule."""

    def verify_(self) -> None:
        super().verify_()
        source, result = self.source.type, self.result.type
        if not (isinstance(source, MemRefType) and isinstance(result, MemRefType)):
            return
        if source.get_num_dims() != result.get_num_dims():
            return  # rank-reduced: not checked here
        offsets = _known(self.static_offsets.get_values())
        sizes = _known(self.static_sizes.get_values())
        strides = _known(self.static_strides.get_values())
        if not len(offsets) == len(sizes) == len(strides) == source.get_num_dims():
            return
        try:
            src_strides, src_offset = source.get_strides(), source.get_offset()
            res_strides, res_offset = result.get_strides(), result.get_offset()
        except Exception:  # noqa: BLE001 - layouts xDSL cannot read as strides: not checked
            return
        if src_strides is None or res_strides is None:
            return
        problems = []
        for i, (size, dim) in enumerate(zip(sizes, result.get_shape())):
            if size is not None and dim != DYNAMIC_INDEX and size != dim:
                problems.append(f"size {dim} of dimension {i} where the operands give {size}")
        for i, (src, step, got) in enumerate(zip(src_strides, strides, res_strides)):
            if src is not None and step is not None and got is not None and src * step != got:
                problems.append(f"stride {got} of dimension {i} where the operands give {src * step}")
        known = [(o, s) for o, s in zip(offsets, src_strides) if o is not None and s is not None]
        if src_offset is not None and res_offset is not None and len(known) == len(offsets):
            want = src_offset + sum(o * s for o, s in known)
            if want != res_offset:
                problems.append(f"offset {res_offset} where the operands give {want}")
        if problems:
            raise VerifyException(f"result type {result} has {problems[0]}")


class CollapseShapeOp(_xmemref.CollapseShapeOp):
    """xDSL's ``memref.collapse_shape`` with MLIR's rule on the collapsed sizes."""

    def verify_(self) -> None:
        super().verify_()
        source, result = self.src.type, self.result.type
        groups = self.reassociation
        if not (isinstance(source, MemRefType) and isinstance(result, MemRefType)) or not isinstance(groups, ArrayAttr):
            return
        try:
            indices = [[int(i.value.data) for i in group.data] for group in groups.data]
        except (AttributeError, TypeError):
            return
        shape, out = source.get_shape(), result.get_shape()
        if len(indices) != len(out) or any(i < 0 or i >= len(shape) for g in indices for i in g):
            return
        for n, (group, dim) in enumerate(zip(indices, out)):
            sizes = [shape[i] for i in group]
            if dim == DYNAMIC_INDEX or DYNAMIC_INDEX in sizes:
                continue
            product = 1
            for size in sizes:
                product *= size
            if product != dim:
                raise VerifyException(
                    f"result dimension {n} is {dim} but its group of source dimensions holds {product}"
                )


__all__ = ["CollapseShapeOp", "SubviewOp"]
