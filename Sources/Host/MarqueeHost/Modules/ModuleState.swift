/// Whether a module runs.
public enum ModuleState: Hashable, Sendable, CustomStringConvertible {
    /// Installed and running.
    case active
    /// Nothing of the module is installed; `reason` says why.
    case disabled(ModuleProblem)

    /// The reason the module is disabled, if it is.
    public var problem: ModuleProblem? {
        if case .disabled(let problem) = self { problem } else { nil }
    }

    public var description: String {
        switch self {
        case .active: "active"
        case .disabled(let problem): "disabled: \(problem)"
        }
    }
}
