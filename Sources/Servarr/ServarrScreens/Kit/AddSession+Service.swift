import ServarrCore

extension AddSession {
    /// A session for `Service`'s add flow, keyed by catalogue id.
    public convenience init<Service: ServarrService>(for service: Service.Type)
    where Service.Repository.Media == Item, Service.Draft == Draft {
        self.init(serviceName: Service.serviceName)
    }

    /// Adds the current item with its draft: creates unknown tags, then adds it with the
    /// options `Service` makes of the draft. Returns the added item, or nil with
    /// ``addError`` set to the server's message.
    public func add<Service: ServarrService>(using repository: Service.Repository?, for service: Service.Type) async -> Item?
    where Service.Repository.Media == Item, Service.Draft == Draft {
        await add(using: repository, tags: { try await $0.tags() }, createTag: { try await $0.createTag(label: $1) }) {
            repository, item, draft, tagIDs in
            try await repository.add(item, options: Service.addOptions(for: draft, tagIDs: tagIDs))
        }
    }
}
