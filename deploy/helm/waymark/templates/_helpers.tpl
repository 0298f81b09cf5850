{{/* Names and labels shared by every template. */}}
{{- define "waymark.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "waymark.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else if contains (include "waymark.name" .) .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name (include "waymark.name" .) | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "waymark.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/name: {{ include "waymark.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{/* Selector labels of one component (api, worker, migrate): pass (list $ "api"). */}}
{{- define "waymark.selectorLabels" -}}
app.kubernetes.io/name: {{ include "waymark.name" (index . 0) }}
app.kubernetes.io/instance: {{ (index . 0).Release.Name }}
app.kubernetes.io/component: {{ index . 1 }}
{{- end -}}

{{- define "waymark.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) -}}
{{- end -}}

{{/* The Secret holding the secret variables: the operator's, or the chart's own. */}}
{{- define "waymark.secretName" -}}
{{- default (printf "%s-env" (include "waymark.fullname" .)) .Values.secrets.existingSecret -}}
{{- end -}}

{{/* Environment of every Waymark container: the ConfigMap, the Secret, single secret keys. */}}
{{- define "waymark.envFrom" -}}
- configMapRef:
    name: {{ include "waymark.fullname" . }}-env
- secretRef:
    name: {{ include "waymark.secretName" . }}
{{- end -}}

{{- define "waymark.secretKeyRefs" -}}
{{- range $name, $ref := .Values.secrets.secretKeyRefs }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ required (printf "secrets.secretKeyRefs.%s.name is required" $name) $ref.name }}
      key: {{ required (printf "secrets.secretKeyRefs.%s.key is required" $name) $ref.key }}
{{- end }}
{{- end -}}

{{/* Restarts the pods when the settings change (envFrom is read only at start). */}}
{{- define "waymark.configChecksums" -}}
checksum/config: {{ include (print .Template.BasePath "/configmap.yaml") . | sha256sum }}
checksum/secret: {{ include (print .Template.BasePath "/secret.yaml") . | sha256sum }}
{{- end -}}

{{- define "waymark.metricsAnnotations" -}}
{{- if .Values.metrics.podAnnotations -}}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .Values.metrics.port | quote }}
prometheus.io/path: /metrics
{{- end }}
{{- end -}}
