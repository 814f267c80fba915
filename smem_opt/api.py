"""The functions ``smem_opt`` exports: read, verify, print and run the passes on a module.

Each is what the ``smem-opt`` driver does for the same step, without the command line:
``parse`` reads as the driver reads (located errors, the IR checks, and IR xDSL cannot read
as written taken through mlir-opt's generic form); the pass functions apply one pass and
return what it made.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import ParseError

from smem_opt.passes.kernel_plan import KernelPlan
from smem_opt.passes.target.carried import FROM_IR
from smem_opt.reader.ir_io import build_context, print_module, read_input
from smem_opt.reader.parsing import verify_module

__all__ = ["LocatedParseError", "build_context", "coalesce", "lower_to_gpu", "parse", "print_module", "verify", "verify_plan"]


def parse(text: str | bytes, name: str = "<string>", *, ctx: Context | None = None,
          allow_unregistered: bool = False) -> ModuleOp:
    """The module in ``text``. A bad input raises ``ParseError`` (it does not parse) or
    ``DiagnosticException`` (it does not verify; ``SmemDiagnostic`` for smem-opt's own checks),
    whose message starts ``name:line:col: error:``; how to read the file anyway, when there is a
    way, is in the exception's ``__notes__``."""
    from smem_opt.reader.intake import IntakeError

    data = text.encode() if isinstance(text, str) else text
    context = ctx if ctx is not None else build_context(allow_unregistered)
    try:
        return read_input(context, data, name).module
    except IntakeError as err:
        error = err.error
        if err.note:
            error.__notes__ = [*getattr(error, "__notes__", []), err.note]
        raise _located(error) from None
    except ParseError as err:
        raise _located(err) from None


class LocatedParseError(ParseError):
    """xDSL's ``ParseError`` whose message starts ``name:line:col: error:``, as the driver's does,
    followed by the source line and a caret."""

    def __str__(self) -> str:
        where = self.span.get_location()
        message = self.msg.strip().splitlines()[0] if self.msg.strip() else "parse error"
        context = self.span.print_with_context("").splitlines()[1:]
        return "\n".join([f"{where.file}:{where.line}:{where.col}: error: {message}", *[c for c in context if c.strip()]])


def _located(error: BaseException) -> BaseException:
    """A parse error with its location first (others as they are)."""
    if isinstance(error, ParseError) and not isinstance(error, LocatedParseError):
        located = LocatedParseError(error.span, error.msg)
        located.__notes__ = list(getattr(error, "__notes__", []))
        return located
    return error


def verify(module: ModuleOp) -> None:
    """Verify ``module`` as the driver does between passes (innermost failing op, IR checks)."""
    verify_module(module)


def coalesce(module: ModuleOp, *, alignment: int = 16, insert_barriers: bool = False,
             search_budget: int | None = None, barrier_objective: str = "bytes",
             target: str = FROM_IR) -> list[KernelPlan]:
    """Run ``smem-coalesce`` on ``module``; the plans it made, one per rewritten kernel. ``target``
    unset: the chip each kernel's IR names (its gpu.module's ``#nvvm.target``), else sm_90."""
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass

    return SmemCoalescePass(alignment, insert_barriers, search_budget, barrier_objective, target).run(module)


def verify_plan(module: ModuleOp) -> None:
    """Run ``smem-verify-plan``: raises ``SmemDiagnostic`` at the first overlap it proves unsafe."""
    from smem_opt.passes.verify.verify_plan import SmemVerifyPlanPass

    SmemVerifyPlanPass().apply(build_context(), module)


def lower_to_gpu(module: ModuleOp, *, target: str = FROM_IR) -> None:
    """Run ``convert-smem-to-gpu``: smem kernels become ``gpu.func``s, the arena workgroup memory;
    each gpu.module says the chip it is for as upstream does (``#nvvm.target``)."""
    from smem_opt.passes.rewrite.convert_smem_to_gpu import ConvertSmemToGpuPass

    ConvertSmemToGpuPass(target).apply(build_context(), module)
