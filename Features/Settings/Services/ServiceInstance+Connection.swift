import MarqueeApp
import ServarrCore

extension ServiceInstance {
    /// How a repository reaches this instance: its URL, key (the key leaves its `Secret` only
    /// here), headers, timeouts, answer limit, TLS, and the proxy the environment names.
    /// `timeout` bounds each request (shorter for a connection test).
    public func serviceConfiguration(timeout: Duration = .seconds(30)) -> ServiceConfiguration {
        var configuration = ServiceConfiguration(baseURL: url, apiKey: apiKey.reveal(), headers: headers, timeout: timeout)
        if let connectTimeout = connection.connectTimeout { configuration.connectTimeout = connectTimeout }
        if let readTimeout = connection.readTimeout { configuration.readTimeout = readTimeout }
        if let limit = connection.maximumResponseMiB { configuration.maximumResponseSize = limit << 20 }
        configuration.tls = TLSSettings(
            certificateAuthorityFile: connection.certificateAuthorityFile?.path, clientCertificateFile: connection.clientCertificateFile?.path,
            clientKeyFile: connection.clientKeyFile?.path, verifiesCertificates: !connection.isInsecure)
        return configuration
    }
}
