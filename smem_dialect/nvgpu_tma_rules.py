"""Upstream's rules for TMA descriptors (MLIR 22's NVGPU verifier), for ``nvgpu_tma``'s ops.

A descriptor's box is a static shape in shared memory (workgroup space: the attribute or the
integer 3), each dimension 1 to 256, with 128-byte rows when swizzled; the memref a load writes
or a store reads is in shared memory too, with the descriptor's element type and shape, rows a
multiple of 16 bytes; a load or store gives one coordinate per dimension, at most 5. The
messages are mlir-opt's.
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.gpu import is_workgroup_space
from smem_opt.smem_dialect.nvgpu_tma_types import TensorMapDescriptorType

MAX_TMA_DIMENSION = 256
"""Upstream's bound on each dimension of a tensor map's box."""
MAX_TMA_COORDINATES = 5
TMA_SWIZZLE_LAST_DIM_BYTES = 128
TMA_LAST_DIM_MULTIPLE = 16


def _element_bits(t: MemRefType) -> int | None:
    width = getattr(t.element_type, "bitwidth", None)
    return width if isinstance(width, int) else None


def _static_shared_shape(t: MemRefType, subject: str) -> tuple[int, ...]:
    """The shape of ``t``, after upstream's two checks of a TMA memref (its messages name
    ``subject``): in shared memory, and statically shaped."""
    if not is_workgroup_space(t.memory_space):
        raise VerifyException(
            f"{subject} has incorrect address space, it must be shared memory address space."
        )
    shape = t.get_shape()
    if any(d < 0 for d in shape):
        raise VerifyException(f"{subject} must be static shaped")
    return shape


def verify_tensor_map(desc: Attribute, memref: Attribute | None = None) -> None:
    """Upstream's checks of a TMA descriptor type (and of the shared memref it is used with)."""
    if not isinstance(desc, TensorMapDescriptorType):
        return
    t = desc.tensor
    if getattr(desc.interleave, "data", "none") != "none":
        raise VerifyException("Interleave options are not supported yet.")
    shape = _static_shared_shape(t, "the tensor map descriptor")
    for d in shape:
        if not 1 <= d <= MAX_TMA_DIMENSION:
            raise VerifyException(
                f"the tensor map descriptor must have dimensions between 1 and {MAX_TMA_DIMENSION} but it is {d}"
            )
    bits = _element_bits(t)
    if len(shape) > 1 and getattr(desc.swizzle, "data", "none") != "none" and bits is not None:
        last = bits * shape[-1] // 8
        if last != TMA_SWIZZLE_LAST_DIM_BYTES:
            raise VerifyException(
                f"the tensormap descriptor must have last dimension of {TMA_SWIZZLE_LAST_DIM_BYTES} "
                f"bytes but it is {last} bytes"
            )
    if not isinstance(memref, MemRefType):
        return
    if t.element_type != memref.element_type:
        raise VerifyException("the element type of tensor map descriptor and memref must be same")
    other = _static_shared_shape(memref, "the destination memref")
    if len(other) != len(shape):
        raise VerifyException("the shape of tensor map descriptor and memref must have same rank")
    if tuple(other) != tuple(shape):
        raise VerifyException(f"memref and tensor map shapes mismatch '{t}' != '{memref}'")
    if bits is not None and shape and (shape[-1] * bits // 8) % TMA_LAST_DIM_MULTIPLE:
        raise VerifyException(
            f"the bytes in the last dimension of the tensor map must be a multiple of {TMA_LAST_DIM_MULTIPLE}"
        )


def verify_tma_access(desc: Attribute, memref: Attribute, coordinates: int) -> None:
    """A TMA load or store: the descriptor with the shared memref, and the coordinate count."""
    verify_tensor_map(desc, memref)
    if coordinates > MAX_TMA_COORDINATES:
        raise VerifyException(f"Maximum {MAX_TMA_COORDINATES} coordinates are supported.")
    if isinstance(desc, TensorMapDescriptorType) and coordinates != len(desc.tensor.get_shape()):
        raise VerifyException("number of coordinates do not match with the rank of tensor descriptor map.")
