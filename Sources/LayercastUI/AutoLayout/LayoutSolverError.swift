import Foundation

/// What can go wrong in `LayoutSolver`.
public enum LayoutSolverError: Error, Equatable {
    /// A required constraint (priority 1000) cannot hold together with the required constraints
    /// already in the solver. The solver is left as it was before the call, without the
    /// constraint; `LayoutSolver.conflictingConstraints(with:)` names the ones it fights with.
    case unsatisfiable
    /// The objective could be decreased without bound: a sign of an internal error, since every
    /// error variable the solver minimises is non-negative.
    case unbounded
}
