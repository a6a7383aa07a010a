import Foundation

// Tolerant readers of the System pages' records (logs, tasks, updates).

extension LogEntry {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        self.init(
            id: id, time: record.date("time"), levelName: record.string("level") ?? "", logger: record.string("logger") ?? "",
            message: record.string("message") ?? "", exception: record.string("exception"))
    }
}

extension LogFile {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id(), let filename = record.requiredString("filename") else { return nil }
        self.init(id: id, filename: filename, lastWriteTime: record.date("lastWriteTime"))
    }
}

extension ScheduledTask {
    package init?(_ record: inout JSONRecord) {
        guard let id = record.id() else { return nil }
        let name = record.string("name") ?? ""
        self.init(
            id: id, name: name, taskName: record.string("taskName") ?? name.replacingOccurrences(of: " ", with: ""),
            interval: record.int("interval") ?? 0, lastExecution: record.date("lastExecution"),
            nextExecution: record.date("nextExecution"), lastDuration: record.string("lastDuration"))
    }
}

extension AvailableUpdate {
    package init?(_ record: inout JSONRecord) {
        guard let version = record.requiredString("version") else { return nil }
        let branch = record.string("branch") ?? ""
        let releaseDate = record.date("releaseDate")
        let installed = record.bool("installed") ?? false
        let installedOn = record.date("installedOn")
        let installable = record.bool("installable") ?? false
        let latest = record.bool("latest") ?? false
        var changes = record.record("changes")
        self.init(
            version: version, branch: branch, releaseDate: releaseDate, isInstalled: installed, installedOn: installedOn,
            isInstallable: installable, isLatest: latest, newChanges: changes?.texts("new") ?? [],
            fixedChanges: changes?.texts("fixed") ?? [])
    }
}
