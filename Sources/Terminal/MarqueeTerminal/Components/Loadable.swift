/// The three states of data loaded asynchronously; screens switch on it to draw a
/// ``LoadingView``, their content or an ``ErrorView``.
public enum Loadable<Value> {
    /// Not there yet.
    case loading
    /// Ready.
    case loaded(Value)
    /// Failed with a message fit for users.
    case failed(String)
}

extension Loadable: Sendable where Value: Sendable {}
extension Loadable: Equatable where Value: Equatable {}
