extension ServarrError {
    /// What to tell the user when a request failed: the server's own message when it sent
    /// one, otherwise the error's description (which never contains an API key).
    public static func userMessage(for error: any Error) -> String {
        guard let error = error as? ServarrError else { return "\(error)" }
        switch error {
        case .rejected(_, let message?), .serverError(_, let message?), .notFound(let message?):
            return message.isEmpty ? error.description : message
        default:
            return error.description
        }
    }
}
