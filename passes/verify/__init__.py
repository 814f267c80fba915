"""The plan verifier: a second opinion on a coalesced kernel, by path search over its control-flow graph."""
